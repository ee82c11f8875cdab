/**
 * Brings a panel into view when it is off screen (on a phone the edit form sits below the list the owner tapped);
 * on a wide screen, where it stands beside the list, nothing moves. Smooth unless the owner asks for reduced motion.
 */
export function revealPanel(id: string): void {
  // On the next frame, once the panel shows what was chosen (its height may change).
  requestAnimationFrame(() => {
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    document.getElementById(id)?.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'nearest' });
  });
}
