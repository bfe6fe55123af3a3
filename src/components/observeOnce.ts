/**
 * Calls `onEnter` once, the first time `element` intersects the viewport as `options` set it
 * (`rootMargin` widens it, `threshold` asks for a share of the element), and stops observing then.
 * @returns what stops observing before that: an effect's clean-up
 */
export function observeOnce(
  element: Element,
  options: IntersectionObserverInit,
  onEnter: () => void,
): () => void {
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    onEnter();
  }, options);
  observer.observe(element);
  return () => observer.disconnect();
}
