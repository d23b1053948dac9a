/**
 * Whether the visitor's system asks for reduced motion (`prefers-reduced-motion: reduce`): the labs
 * then jump to where an animation would end (the arm's moves, the maze's default speed, the cart-pole
 * replay). False where there is no window (the server's render).
 */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
