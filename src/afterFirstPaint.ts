/**
 * Resolves once the browser has painted the current document, so work started then (hydration)
 * cannot hold back the first paint of the prerendered HTML. A hidden document paints no frames
 * (a tab opened in the background): it resolves at once there rather than wait for a frame.
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === "hidden") {
      resolve();
      return;
    }
    // A requestAnimationFrame callback runs just before a frame is painted; a task queued from
    // it runs after that paint.
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}
