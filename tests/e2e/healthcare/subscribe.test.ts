import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "../../support/browser";
import { startTestStack, type TestStack } from "../../support/localStack";

/** A write through the emulator can take seconds on a busy machine. */
const EMULATOR_WAIT = { timeout: 20_000 };

let browser: Browser;
let stack: TestStack;

beforeAll(async () => {
  // What `npm start -- --brand healthcare` runs: the build pointed at the emulator, which enforces
  // the brand's rules, served under the brand's Hosting headers.
  [stack, browser] = await Promise.all([startTestStack("healthcare"), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

/** The subscriber stored under `address` (its document id), read past the rules. */
const subscriber = async (address: string) =>
  (await stack.documents("subscribers")).find((document) => document.id === address);

/** The home page, with a count of the requests that reach the emulator. */
async function openHome(): Promise<{
  page: Page;
  emulatorRequests: () => number;
  scripts: () => string[];
}> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  let requests = 0;
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith(stack.emulator.url)) requests += 1;
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto(`${stack.siteUrl}/`, { waitUntil: "networkidle" });
  return { page, emulatorRequests: () => requests, scripts: () => [...scripts] };
}

const subscribeInput = (page: Page) => page.getByPlaceholder("Enter Your Email");

describe("footer subscribe, against the Firestore emulator", () => {
  it("stores a valid address once, lower-cased, and says kindly when it is already there", async () => {
    const { page, scripts } = await openHome();
    const firstLoad = scripts();
    await subscribeInput(page).fill("  Asha.Verma@Example.COM ");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect
      .poll(
        () => page.getByRole("alert").filter({ hasText: "Thank you for subscribing" }).count(),
        EMULATOR_WAIT,
      )
      .toBe(1);
    expect(await subscribeInput(page).inputValue()).toBe("");
    // Firebase arrived only now, on the first subscribe: it is not in the first page load.
    expect(scripts().length).toBeGreaterThan(firstLoad.length);

    const stored = await subscriber("asha.verma@example.com");
    expect(Object.keys(stored?.fields ?? {}).sort()).toEqual(["createdAt", "email"]);
    expect(stored?.fields.email).toBe("asha.verma@example.com");
    const createdAt = stored?.fields.createdAt;
    if (!(createdAt instanceof Date)) throw new Error("createdAt is not a timestamp");
    expect(Date.now() - createdAt.getTime()).toBeLessThan(60_000);

    // The same address again, written differently: refused by the rules, told kindly.
    await subscribeInput(page).fill("asha.verma@example.com");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect
      .poll(
        () => page.getByRole("alert").filter({ hasText: "already subscribed" }).count(),
        EMULATOR_WAIT,
      )
      .toBe(1);
    expect(await subscribeInput(page).inputValue()).toBe("asha.verma@example.com");
    expect((await subscriber("asha.verma@example.com"))?.fields.createdAt).toEqual(createdAt);
    await page.context().close();
  });

  it("keeps an invalid address as typed, explains, and sends nothing", async () => {
    const { page, emulatorRequests } = await openHome();
    await subscribeInput(page).fill("asha@example");
    await page.getByRole("button", { name: "Subscribe" }).click();
    const message = page.getByText("Please enter a valid email address");
    await expect.poll(() => message.isVisible()).toBe(true);
    expect(await subscribeInput(page).getAttribute("aria-invalid")).toBe("true");
    expect(await subscribeInput(page).inputValue()).toBe("asha@example");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("email");
    expect(emulatorRequests()).toBe(0);
    expect(await subscriber("asha@example")).toBeUndefined();

    // Typing clears the message; a corrected address goes through.
    await subscribeInput(page).fill("asha@example.in");
    expect(await message.count()).toBe(0);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect
      .poll(
        () => page.getByRole("alert").filter({ hasText: "Thank you for subscribing" }).count(),
        EMULATOR_WAIT,
      )
      .toBe(1);
    expect(await subscriber("asha@example.in")).toBeDefined();
    await page.context().close();
  });
});
