/**
 * The programming lab that runs a code block's language, for its "Run in the lab" link: Python,
 * MicroPython and C++ (a C file or an Arduino sketch has no lab that runs it as it stands).
 */
const labs: Record<string, string> = {
  python: '/labs/programming/python',
  py: '/labs/programming/python',
  micropython: '/labs/programming/micropython',
  cpp: '/labs/programming/cpp',
  'c++': '/labs/programming/cpp',
};

/** @example labForCode('MicroPython') // '/labs/programming/micropython' */
export function labForCode(language: string | null): string | null {
  return (language && labs[language.toLowerCase()]) || null;
}
