import type { Metric } from "web-vitals";

/** Receives each web-vitals metric (CLS, FCP, INP, LCP, TTFB) whenever it is ready or changes. */
export type WebVitalsHandler = (metric: Metric) => void;

/**
 * Spec §7: reports web-vitals metrics to `handler`, if one is given. The `web-vitals` package is
 * loaded only then, as its own chunk after the page is interactive, so it is never part of the
 * first load; it reads the buffered performance entries, so nothing is missed by loading late.
 */
export async function reportWebVitals(handler: WebVitalsHandler | undefined): Promise<void> {
  if (!handler) return;
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import("web-vitals");
  onCLS(handler);
  onFCP(handler);
  onINP(handler);
  onLCP(handler);
  onTTFB(handler);
}
