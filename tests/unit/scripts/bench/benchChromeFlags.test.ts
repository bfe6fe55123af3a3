import { Launcher } from "chrome-launcher";
import { describe, expect, it } from "vitest";
import { BENCH_CHROME_FLAGS } from "../../../../scripts/bench/benchChromeFlags";
import { CHROMIUM_ARGS, DISABLED_FEATURES } from "../../../../scripts/lib/chromium";

const DISABLE_FEATURES = "--disable-features=";

/** The features each `--disable-features` of a command line names, in order. */
const disabledFeatures = (flags: readonly string[]): string[][] =>
  flags
    .filter((flag) => flag.startsWith(DISABLE_FEATURES))
    .map((flag) => flag.slice(DISABLE_FEATURES.length).split(","));

describe("the bench's Chromium (scripts/bench/benchChromeFlags.ts)", () => {
  it("takes the command line every launch of Chromium takes, and accepts the bench's certificate", () => {
    const others = (flags: readonly string[]) =>
      flags.filter((flag) => !flag.startsWith(DISABLE_FEATURES));
    expect(others(BENCH_CHROME_FLAGS)).toEqual([
      ...others(CHROMIUM_ARGS),
      "--ignore-certificate-errors",
    ]);
    expect(disabledFeatures(BENCH_CHROME_FLAGS)).toHaveLength(1);
  });

  it("keeps the hidden-omnibox fix and chrome-launcher's own features after its defaults", () => {
    // chrome-launcher writes its defaults first, then `chromeFlags` (tests/e2e/chromium.test.ts
    // reads the command line of a real launch).
    const flags = [...Launcher.defaultFlags(), ...BENCH_CHROME_FLAGS];
    const switches = disabledFeatures(flags);
    expect(switches.length).toBeGreaterThan(1);
    const last = switches.at(-1);
    expect(last).toEqual(expect.arrayContaining(DISABLED_FEATURES));
    expect(last).toContain("WebUIOmniboxPopup");
    for (const earlier of switches.slice(0, -1)) {
      expect(last).toEqual(expect.arrayContaining(earlier));
    }
    for (const arg of CHROMIUM_ARGS.filter((flag) => !flag.startsWith(DISABLE_FEATURES))) {
      expect(flags).toContain(arg);
    }
  });
});
