/** Shared look of the header's links and whether a link points at the current section. */
export function isActivePath(pathname: string, to: string): boolean {
  const target = to.length > 1 ? to.replace(/\/$/, '') : to;
  if (target === '/') return pathname === '/';
  return pathname === target || pathname.startsWith(`${target}/`);
}

export function navLinkClass(active: boolean): string {
  return [
    'rounded-md px-2.5 py-2 text-sm font-medium whitespace-nowrap transition-colors',
    active ? 'bg-white/20 text-white' : 'text-white/90 hover:bg-white/10 hover:text-white',
  ].join(' ');
}
