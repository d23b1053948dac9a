/**
 * What the C++ lab says about exceptions. The sysroot that comes with the lab's clang
 * (@yowasp/clang's wasm32-wasip1 libc++abi.a) is built without them: it has no __cxa_throw, no
 * personality routine and no libunwind, so a `throw` cannot be caught. The lab compiles with
 * `-fno-exceptions`, so clang itself stops at each `throw` and `try` of the program and names its
 * line, rather than the program running until a throw and ending there with no line to show.
 */
import type { ClangDiagnostic } from './clang-diagnostics.ts';

/** The lab's words, shown near the editor before the first run and after a compile they stopped. */
export const exceptionsNote =
  'Exceptions (throw/try/catch) are not supported in this lab: its C++ library is built without them, so clang stops at each throw and try. Report a failure with a return value instead (a bool, an error code or std::optional).';

// Clang's words under -fno-exceptions, for `throw` (and `throw;`) and for `try`.
const exceptionsDisabled = /^cannot use '(throw|try)' with exceptions disabled$/;

/** Whether clang stopped at this diagnostic because the program throws or catches. */
export const isExceptionError = ({ severity, message }: ClangDiagnostic) =>
  severity === 'error' && exceptionsDisabled.test(message);
