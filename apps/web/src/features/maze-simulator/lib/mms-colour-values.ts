/** The screen colours of mms's cell colour letters (k black … Y dark yellow). */
export const mmsColourValues: Record<string, string> = {
  k: '#000000',
  b: '#3b82f6',
  a: '#9ca3af',
  c: '#22d3ee',
  g: '#4ade80',
  o: '#fb923c',
  r: '#f87171',
  w: '#ffffff',
  y: '#facc15',
  B: '#1e3a8a',
  C: '#0e7490',
  A: '#4b5563',
  G: '#15803d',
  R: '#991b1b',
  Y: '#a16207',
};
