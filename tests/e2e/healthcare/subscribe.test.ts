import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../../../scripts/viteConfig";
import { launchChromium } from "../../support/browser";
import { type BuiltSite, buildAndServe } from "../../support/builtSite";
import {
  type FirestoreEmulator,
  startFirestoreEmulator,
} from "../../support/startFirestoreEmulator";

/**
 * The subscribers rules this feature relies on, used only while the repository has no
 * firestore.rules of its own (the enquiry feature owns that file): create only, id = the address.
 */
const SUBSCRIBER_RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /subscribers/{address} {
      allow create: if request.resource.data.keys().hasOnly(['email', 'createdAt'])
        && request.resource.data.email == address
        && request.resource.data.email.size() <= 254
        && request.resource.data.createdAt == request.time;
    }
  }
}
`;

/** A write through the emulator can take seconds on a busy machine. */
const EMULATOR_WAIT = { timeout: 20_000 };

let browser: Browser;
let site: BuiltSite;
let emulator: FirestoreEmulator;
let tempDir: string;

beforeAll(async () => {
  tempDir = await mkdtemp(path.join(os.tmpdir(), "subscribe-rules-"));
  const repoRules = path.join(repoRoot, "firestore.rules");
  const rulesFile = existsSync(repoRules) ? repoRules : path.join(tempDir, "firestore.rules");
  if (rulesFile !== repoRules) await writeFile(rulesFile, SUBSCRIBER_RULES);
  emulator = await startFirestoreEmulator({ rulesFile, projectId: "demo-akcent" });
  // The emulator compiles the rules on the first request they judge: do it now, not in a test.
  await fetch(
    `http://${emulator.host}/v1/projects/${emulator.projectId}/databases/(default)/documents/subscribers/warm-up`,
  );
  // The build bakes these into the bundle, as a deployment's environment would.
  process.env.VITE_FIRESTORE_EMULATOR_HOST = emulator.host;
  process.env.VITE_FIREBASE_PROJECT_ID = emulator.projectId;
  [site, browser] = await Promise.all([buildAndServe("healthcare"), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
  await emulator?.stop();
  await rm(tempDir, { recursive: true, force: true });
});

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
    if (request.url().includes(emulator.host)) requests += 1;
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto(`${site.url}/`, { waitUntil: "networkidle" });
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

    const stored = await emulator.readDocument("subscribers/asha.verma@example.com");
    expect(Object.keys(stored?.fields ?? {}).sort()).toEqual(["createdAt", "email"]);
    expect(stored?.fields.email?.stringValue).toBe("asha.verma@example.com");
    const createdAt = stored?.fields.createdAt?.timestampValue;
    expect(Date.now() - Date.parse(createdAt ?? "")).toBeLessThan(60_000);

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
    const after = await emulator.readDocument("subscribers/asha.verma@example.com");
    expect(after?.fields.createdAt?.timestampValue).toBe(createdAt);
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
    expect(await emulator.readDocument("subscribers/asha@example")).toBeUndefined();

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
    expect(await emulator.readDocument("subscribers/asha@example.in")).toBeDefined();
    await page.context().close();
  });
});
