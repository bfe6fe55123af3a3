import { once } from "node:events";
import { createServer } from "node:http";
import { launch } from "chrome-launcher";
import { chromium as playwright } from "playwright-core";
import { describe, expect, it } from "vitest";
import { BENCH_CHROME_FLAGS } from "../../scripts/bench/benchChromeFlags";
import { CHROMIUM_PATH, DISABLED_FEATURES, launchChromium } from "../../scripts/lib/chromium";
import { browserFixture } from "../support/siteFixture";

const chromium = browserFixture();

/** The `--disable-features` values of Chromium's command line, in order (chrome://version). */
async function disableFeaturesSwitches(
  newPage: () => ReturnType<typeof chromium.newPage> = () => chromium.newPage(),
): Promise<string[][]> {
  const page = await newPage();
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

  it("gives each context's page one renderer process, with no spare one and no GPU process", async () => {
    // A Chromium of its own: the worker's may still be closing another file's pages.
    const browser = await launchChromium();
    try {
      const contexts = await Promise.all([1, 2, 3].map(() => browser.newContext()));
      for (const context of contexts) await (await context.newPage()).goto("about:blank");
      const session = await browser.newBrowserCDPSession();
      const { processInfo } = await session.send("SystemInfo.getProcessInfo");
      const types = processInfo.map((process) => process.type);
      expect(types.filter((type) => type === "renderer")).toHaveLength(contexts.length);
      expect(types).not.toContain("GPU");
    } finally {
      await browser.close();
    }
  });

  it("reaches the loopback and fails every other host at once, so no test depends on the network", async () => {
    const server = createServer((_request, response) => response.end("loopback"));
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    const address = server.address();
    if (address === null || typeof address === "string") throw new Error("no port to read");
    const page = await chromium.newPage();
    try {
      const failed: string[] = [];
      page.on("requestfailed", (request) => failed.push(request.failure()?.errorText ?? ""));
      for (const host of ["127.0.0.1", "localhost"]) {
        const response = await page.goto(`http://${host}:${address.port}/`);
        expect(await response?.text(), host).toBe("loopback");
      }
      // A name Chromium itself resolves to the loopback, the server's: refused all the same, as
      // any other host, whatever the machine's resolver and network.
      await expect(page.goto(`http://site.localhost:${address.port}/`)).rejects.toThrow(
        "net::ERR_NAME_NOT_RESOLVED",
      );
      expect(failed).toEqual(["net::ERR_NAME_NOT_RESOLVED"]);
    } finally {
      await page.close();
      server.close();
    }
  });
});

describe("the bench's Chromium (chrome-launcher, for Lighthouse)", () => {
  it("runs with the tests' disabled features, the hidden omnibox pages among them", async () => {
    const chrome = await launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: [...BENCH_CHROME_FLAGS],
    });
    try {
      const browser = await playwright.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      try {
        const [context] = browser.contexts();
        if (!context) throw new Error("chrome-launcher's Chromium has no browser context");
        const switches = await disableFeaturesSwitches(() => context.newPage());
        expect(switches.at(-1)).toEqual(expect.arrayContaining(DISABLED_FEATURES));
        for (const earlier of switches.slice(0, -1)) {
          expect(switches.at(-1)).toEqual(expect.arrayContaining(earlier));
        }
      } finally {
        await browser.close();
      }
    } finally {
      chrome.kill();
    }
  });
});
