import { describe, expect, it } from "vitest";
import { DISABLED_FEATURES } from "../../scripts/lib/chromium";
import { browserFixture } from "../support/siteFixture";

const chromium = browserFixture();

/** The `--disable-features` values of Chromium's command line, in order (chrome://version). */
async function disableFeaturesSwitches(): Promise<string[][]> {
  const page = await chromium.newPage();
  try {
    await page.goto("chrome://version");
    const commandLine = (await page.locator("#command_line").textContent()) ?? "";
    return [...commandLine.matchAll(/--disable-features=(\S*)/g)].map((match) =>
      (match[1] ?? "").split(","),
    );
  } finally {
    await page.close();
  }
}

describe("the tests' Chromium (scripts/lib/chromium.ts)", () => {
  it("keeps every feature Playwright disables, since only the last --disable-features counts", async () => {
    const switches = await disableFeaturesSwitches();
    expect(switches.length).toBeGreaterThan(0);
    expect(switches.at(-1)).toEqual(DISABLED_FEATURES);
    for (const earlier of switches.slice(0, -1)) {
      expect(DISABLED_FEATURES).toEqual(expect.arrayContaining(earlier));
    }
  });

  it("opens a page without rendering the omnibox's hidden WebUI pages", async () => {
    const page = await chromium.newPage();
    try {
      const session = await chromium.browser.newBrowserCDPSession();
      const { targetInfos } = await session.send("Target.getTargets");
      await session.detach();
      expect(targetInfos.map((target) => target.url)).not.toContainEqual(
        expect.stringContaining("omnibox-popup"),
      );
      expect(targetInfos.some((target) => target.type === "page")).toBe(true);
    } finally {
      await page.close();
    }
  });
});
