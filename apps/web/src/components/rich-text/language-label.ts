/** The name of a code block's language as a caption shows it: cpp → C++, python → Python. */
const languageNames: Record<string, string> = {
  arduino: 'Arduino',
  bash: 'Shell',
  c: 'C',
  cpp: 'C++',
  js: 'JavaScript',
  javascript: 'JavaScript',
  json: 'JSON',
  micropython: 'MicroPython',
  python: 'Python',
  sh: 'Shell',
  shell: 'Shell',
  text: 'Text',
  ts: 'TypeScript',
  typescript: 'TypeScript',
  yaml: 'YAML',
};

export function languageLabel(language: string | null): string {
  if (!language) return 'Code';
  return languageNames[language.toLowerCase()] ?? language;
}
