import type { Metric } from "web-vitals";
import type { webVitalsHandler } from "./webVitalsHandler";

/** Receives each web-vitals metric (CLS, FCP, INP, LCP, TTFB) whenever it is ready or changes. */
export type WebVitalsHandler = (metric: Metric) => void;

/**
 * Spec §7: reports web-vitals metrics to the handler `webVitalsHandler` makes of `options`
 * (logged in development, sent to the endpoint in production), when there is one. The handler's
 * module and the `web-vitals` package load only then, as chunks of their own after the page is
 * interactive, so neither is part of a first load, and a build with no endpoint loads nothing;
 * `web-vitals` reads the buffered performance entries, so nothing is missed by loading late.
 */
export async function reportWebVitals(
  options: Parameters<typeof webVitalsHandler>[0],
): Promise<void> {
  if (!options.dev && !options.endpoint) return;
  const [{ webVitalsHandler: handlerOf }, { onCLS, onFCP, onINP, onLCP, onTTFB }] =
    await Promise.all([import("./webVitalsHandler"), import("web-vitals")]);
  const handler = handlerOf(options);
  if (!handler) return;
  onCLS(handler);
  onFCP(handler);
  onINP(handler);
  onLCP(handler);
  onTTFB(handler);
}
