import { describe, expect, it } from "vitest";
import { serviceWorkerWanted } from "../../../../../scripts/siteBuild/serviceWorker/serviceWorker";
import { offlinePaths } from "../../../../../src/i18n/offlinePath";

describe("serviceWorkerWanted", () => {
  it("is on unless the environment says SERVICE_WORKER=off", () => {
    expect(serviceWorkerWanted({})).toBe(true);
    expect(serviceWorkerWanted({ SERVICE_WORKER: "on" })).toBe(true);
    expect(serviceWorkerWanted({ SERVICE_WORKER: "off" })).toBe(false);
  });
});

describe("offlinePaths", () => {
  it("gives every locale of the site its offline page, the default locale's without a prefix", () => {
    expect(offlinePaths({ locales: ["en", "hi", "mr"], defaultLocale: "en" })).toEqual([
      { locale: "en", path: "/offline" },
      { locale: "hi", path: "/hi/offline" },
      { locale: "mr", path: "/mr/offline" },
    ]);
    expect(offlinePaths({ locales: ["hi", "en"], defaultLocale: "hi" })).toEqual([
      { locale: "hi", path: "/offline" },
      { locale: "en", path: "/en/offline" },
    ]);
  });
});
