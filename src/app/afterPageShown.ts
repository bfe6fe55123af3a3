/** The longest wait, in ms, for a first contentful paint after the load event (see below). */
const PAINT_WAIT_MS = 3000;

/**
 * Resolves once the prerendered page is shown: the load event has fired (its stylesheet, fonts
 * and the images in view have arrived), its first contentful paint has been presented, and one
 * more frame has been drawn after that (a hero image that arrived last is then on screen). The app
 * (react-dom and the app chunk, about 110 KB) starts only then, so on a slow connection it never
 * competes for bandwidth with what the visitor sees first (under Lighthouse's simulated
 * slow 4G, starting it at the first frame added 0.3-0.5 s to the LCP of the pages whose first
 * paint came later than that frame). A hidden document (a tab opened in the background) paints
 * nothing: it resolves after the load event. Without the Paint Timing API, or when no contentful
 * paint is reported within `PAINT_WAIT_MS` of the load event, it resolves then.
 */
export async function afterPageShown(): Promise<void> {
  if (document.readyState !== "complete") {
    await new Promise<void>((resolve) => addEventListener("load", () => resolve(), { once: true }));
  }
  if (document.visibilityState === "hidden") return;
  await firstContentfulPaint();
  // A requestAnimationFrame callback runs just before a frame is drawn: the second one runs once
  // the frame after the first paint has been drawn; a task queued from it runs after that.
  await new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
}

/** Resolves when the first-contentful-paint entry is reported (after it was presented). */
function firstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      observer?.disconnect();
      resolve();
    };
    const timer = setTimeout(done, PAINT_WAIT_MS);
    const observer =
      typeof PerformanceObserver === "function" &&
      PerformanceObserver.supportedEntryTypes?.includes("paint")
        ? new PerformanceObserver((list) => {
            if (list.getEntriesByName("first-contentful-paint").length > 0) done();
          })
        : undefined;
    if (!observer) {
      done();
      return;
    }
    observer.observe({ type: "paint", buffered: true });
  });
}
