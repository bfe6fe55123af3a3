import type { Metric } from "web-vitals";
import type { WebVitalsHandler } from "./reportWebVitals";

/** What the endpoint receives, as a JSON text body (a CORS-safelisted request: no preflight). */
export interface WebVitalsBeacon {
  name: Metric["name"];
  /** ms for the timings, unitless for CLS. */
  value: number;
  delta: number;
  rating: Metric["rating"];
  /** Unique per metric instance and page load, to group deltas. */
  id: string;
  navigationType: Metric["navigationType"];
  /** Route path the page was opened at. */
  path: string;
}

/** The outside world the handlers use; the defaults are the browser's. */
export interface WebVitalsDeps {
  sendBeacon: (url: string, body: string) => boolean;
  log: (message: string, metric: Metric) => void;
  path: () => string;
}

const browserDeps = (): WebVitalsDeps => ({
  sendBeacon: (url, body) => navigator.sendBeacon(url, body),
  log: (message, metric) => console.info(message, metric),
  path: () => window.location.pathname,
});

/**
 * The handler spec §7's "if a handler is given" calls for: in development every metric is logged;
 * a production build whose brand sets `webVitals.endpoint` sends each one there with
 * `navigator.sendBeacon` (which survives the page being closed); otherwise there is no handler
 * and nothing is measured.
 */
export function webVitalsHandler(
  options: { dev: boolean; endpoint: string | undefined },
  deps: WebVitalsDeps = browserDeps(),
): WebVitalsHandler | undefined {
  if (options.dev) return (metric) => deps.log(`[web-vitals] ${metric.name}`, metric);
  const { endpoint } = options;
  if (!endpoint) return undefined;
  return (metric) => {
    const beacon: WebVitalsBeacon = {
      name: metric.name,
      value: metric.value,
      delta: metric.delta,
      rating: metric.rating,
      id: metric.id,
      navigationType: metric.navigationType,
      path: deps.path(),
    };
    // A refused beacon (the browser's queue is full) is dropped: metrics must never cost the visitor.
    deps.sendBeacon(endpoint, JSON.stringify(beacon));
  };
}
