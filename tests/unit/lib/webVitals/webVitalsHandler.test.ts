import { describe, expect, it } from "vitest";
import type { Metric } from "web-vitals";
import {
  type WebVitalsDeps,
  webVitalsHandler,
} from "../../../../src/lib/webVitals/webVitalsHandler";

const LCP: Metric = {
  name: "LCP",
  value: 1234.5,
  delta: 1234.5,
  rating: "good",
  id: "v5-1-2",
  entries: [],
  navigationType: "navigate",
  navigationId: 1,
};

/** Records what the handler does instead of doing it. */
function recorder() {
  const beacons: Array<{ url: string; body: string }> = [];
  const logs: string[] = [];
  const deps: WebVitalsDeps = {
    sendBeacon: (url, body) => {
      beacons.push({ url, body });
      return true;
    },
    log: (message) => logs.push(message),
    path: () => "/about",
  };
  return { beacons, logs, deps };
}

describe("webVitalsHandler (spec §7)", () => {
  it("gives no handler to a production build without an endpoint, so nothing is measured", () => {
    const { deps } = recorder();
    expect(webVitalsHandler({ dev: false, endpoint: undefined }, deps)).toBeUndefined();
  });

  it("sends each metric to the brand's endpoint as one JSON beacon in production", () => {
    const { beacons, logs, deps } = recorder();
    webVitalsHandler({ dev: false, endpoint: "https://vitals.example/collect" }, deps)?.(LCP);
    expect(logs).toEqual([]);
    expect(beacons).toHaveLength(1);
    expect(beacons[0]?.url).toBe("https://vitals.example/collect");
    expect(JSON.parse(beacons[0]?.body ?? "")).toEqual({
      name: "LCP",
      value: 1234.5,
      delta: 1234.5,
      rating: "good",
      id: "v5-1-2",
      navigationType: "navigate",
      path: "/about",
    });
  });

  it("logs each metric in development, endpoint or not, and sends nothing", () => {
    for (const endpoint of [undefined, "/vitals"]) {
      const { beacons, logs, deps } = recorder();
      webVitalsHandler({ dev: true, endpoint }, deps)?.(LCP);
      expect(logs).toEqual(["[web-vitals] LCP"]);
      expect(beacons).toEqual([]);
    }
  });
});
