/// <reference types="vite/client" />

/** The id of this build, stamped by the build; 'dev' under the Vite dev server. */
declare const __BUILD_ID__: string;

/** The version of @yowasp/clang, whose files the build serves under /runtimes/clang-<version>/. */
declare const __CLANG_VERSION__: string;

/** The file names of the C++ lab's precompiled headers under /runtimes/clang-<version>/, by id (tooling/clang-pch.ts). */
declare const __CLANG_PCH__: Record<string, string>;

/** The file name of Pyodide's booted memory under /runtimes/pyodide-<version>/ (tooling/pyodide-snapshot.ts). */
declare const __PYODIDE_SNAPSHOT__: string;

interface ImportMetaEnv {
  /** Set only for the project's own browser tests: adds test-only routes (e.g. a page that throws). */
  readonly VITE_E2E_HOOKS?: string;
}
