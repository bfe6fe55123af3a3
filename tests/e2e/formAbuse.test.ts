import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { ENQUIRY_COLLECTION } from "../../src/lib/leads/leadStore";
import { HONEYPOT_FIELD } from "../../src/lib/spamGuard/honeypotField";
import {
  FLOOD_MAX_SENDS,
  FLOOD_WINDOW_MS,
  PERSON_MIN_FILL_MS,
} from "../../src/lib/spamGuard/spamLimits";
import { autofill } from "../support/autofill";
import { axeViolations } from "../support/axe";
import { stackFixture } from "../support/localStack";
import { hydrated, waitLikeAPerson } from "../support/personPace";
import { browserFixture } from "../support/siteFixture";
import { toast } from "../support/toasts";

// The enquiry form against scripts (src/lib/spamGuard, docs/enquiry.md), on npm start's
// stack: what a bot and a person each get, counted in the emulator and the e-mail stand-in.

const stack = stackFixture("engineering");
const chromium = browserFixture();

/** Each case's outcome, printed at the end for the report. */
const outcomes: string[] = [];
afterAll(() => {
  if (outcomes.length > 0) console.info(`outcomes (stored / mailed):\n  ${outcomes.join("\n  ")}`);
});

const SENT = "Message Sent Successfully";
const WAIT = "Your messages have arrived. Please wait a few minutes before sending more.";

/** Per page, the requests it made to the emulator or the e-mail stand-in. */
const backendRequests = new WeakMap<Page, string[]>();

/** /contact in a fresh browser context (its own storage, so its own flood count). */
async function openContact(): Promise<Page> {
  // Without the service worker, as in tests/e2e/enquiry.test.ts: the form's own behaviour.
  const context = await chromium.newContext({
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  const requests: string[] = [];
  backendRequests.set(page, requests);
  page.on("request", (request) => {
    const url = request.url();
    if (url.startsWith(stack.emulator.url) || url.startsWith(stack.mail.url)) requests.push(url);
  });
  // When the form's submit button is first enabled (the form has hydrated), on the page's clock.
  await context.addInitScript(() => {
    const observer = new MutationObserver(() => {
      const button = document.querySelector("main form button[type=submit]");
      if (!(button instanceof HTMLButtonElement) || button.disabled) return;
      document.documentElement.dataset.submitUsableAt = String(performance.now());
      observer.disconnect();
    });
    observer.observe(document, { subtree: true, childList: true, attributeFilter: ["disabled"] });
  });
  // On Playwright's clock, so a test moves the page's time on instead of waiting.
  await page.clock.install();
  await page.goto(`${stack.siteUrl}/contact`);
  await hydrated(page);
  return page;
}

const form = (page: Page) => page.locator("main form");
const send = (page: Page) => form(page).getByRole("button", { name: "Send Message" }).click();

/** The enquiries stored under `name` and the mails received from `name`, read now. */
async function counts(name: string): Promise<{ stored: number; mailed: number }> {
  const documents = await stack.documents(ENQUIRY_COLLECTION);
  return {
    stored: documents.filter((document) => document.fields.Name === name).length,
    mailed: stack.mail.mails().filter((mail) => mail.fields.Name === name).length,
  };
}

/**
 * What reached the company from `name` after a submit that was not sent, and how many requests
 * the page made to the emulator and the stand-in since `since` of them: a submit that is not sent
 * says so before any channel starts, so none may follow its message.
 */
async function notSentCounts(page: Page, name: string, since = 0) {
  return { ...(await counts(name)), requests: (backendRequests.get(page) ?? []).length - since };
}

const fieldValues = (page: Page) =>
  form(page)
    .locator("input:not([type=hidden]), select, textarea")
    .evaluateAll((fields) =>
      fields.map((field) =>
        field instanceof HTMLInputElement ||
        field instanceof HTMLSelectElement ||
        field instanceof HTMLTextAreaElement
          ? field.value
          : "",
      ),
    );

/**
 * A spam bot driving a browser: fills every field it finds in the form, whatever it is (the
 * honeypot too), with values that pass the form's checks, then submits.
 */
async function botFillsEveryField(page: Page, name: string): Promise<void> {
  const fields = form(page).locator("input:not([type=hidden]), textarea, select");
  for (const field of await fields.all()) {
    const tag = await field.evaluate((element) => element.tagName);
    const fieldName = (await field.getAttribute("name")) ?? "";
    if (tag === "SELECT") {
      const values = await field
        .locator("option")
        .evaluateAll((options) => options.map((option) => option.getAttribute("value") ?? ""));
      await field.selectOption(values.at(-1) ?? "");
    } else {
      const value = /mail/i.test(fieldName)
        ? "bot@example.com"
        : /mobile|phone|tel/i.test(fieldName)
          ? "9876543210"
          : fieldName === "Name"
            ? name
            : "Cheap offers at https://spam.example";
      // force: the honeypot is off-screen, which a script does not mind.
      await field.fill(value, { force: true });
    }
  }
}

/** What a person fills: the fields they can see, with an enquiry of theirs. */
async function personFills(page: Page, name: string): Promise<void> {
  await form(page).getByLabel("Name").fill(name);
  await form(page).getByLabel("Email").fill("asha@example.com");
  await form(page).getByLabel("Mobile").fill("9876543210");
  await form(page).getByLabel("Services").selectOption("Sugar Mills");
  await form(page).getByLabel("Message").fill("Please quote for a mill house audit.");
}

/**
 * A script in the page filling the fields a person sees, in one go, the way a framework-aware bot
 * does: each value through the element's own setter, then the event a typed value fires.
 */
async function scriptFills(page: Page, name: string): Promise<void> {
  await page.evaluate((typed) => {
    const values: Record<string, string> = {
      Name: typed,
      Email: "script@example.com",
      Mobile: "9876543210",
      Services: "Sugar Mills",
      Message: "Please quote.",
    };
    for (const [fieldName, value] of Object.entries(values)) {
      const field = document.querySelector<
        HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement
      >(`main form [name=${fieldName}]`);
      if (!field) throw new Error(`no field ${fieldName}`);
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(
        field,
        value,
      );
      const event = field instanceof HTMLSelectElement ? "change" : "input";
      field.dispatchEvent(new Event(event, { bubbles: true }));
    }
  }, name);
}

describe("the enquiry form against a scripted bot and for a person", () => {
  it("a bot that fills every field it finds, honeypot included, is shown success and the form empties; nothing is stored or mailed", async () => {
    for (const pace of ["at once", "after a person's time"] as const) {
      const page = await openContact();
      const name = `Bot ${pace}`;
      await botFillsEveryField(page, name);
      expect(await form(page).locator(`[name=${HONEYPOT_FIELD}]`).inputValue()).not.toBe("");
      if (pace !== "at once") await waitLikeAPerson(page);
      await send(page);
      await toast(page, SENT).waitFor();
      expect((await fieldValues(page)).every((value) => value === "")).toBe(true);
      const found = await notSentCounts(page, name);
      outcomes.push(
        `bot filling every field ${pace}: told sent, ${found.stored} / ${found.mailed}, ${found.requests} requests`,
      );
      expect(found).toEqual({ stored: 0, mailed: 0, requests: 0 });
      await page.context().close();
    }
  });

  it("the same form filled by a person-paced script: stored and mailed once", async () => {
    const page = await openContact();
    const name = "Person Paced Case";
    await personFills(page, name);
    await waitLikeAPerson(page);
    await send(page);
    await toast(page, SENT).waitFor();
    await expect.poll(() => counts(name), { timeout: 15_000 }).toEqual({ stored: 1, mailed: 1 });
    // One write and one mail, nothing more. The two channels go out together (the outbox
    // delivers them side by side), so either may be asked for first.
    const requests = backendRequests.get(page) ?? [];
    expect(requests).toHaveLength(2);
    expect(requests).toEqual(
      expect.arrayContaining([
        expect.stringContaining(":commit"),
        expect.stringContaining("/api/v1.0/email/send"),
      ]),
    );
    outcomes.push("person-paced script: told sent, 1 / 1");
    await page.context().close();
  });

  it(`a submit 200 ms after hydration (under ${PERSON_MIN_FILL_MS} ms) is shown success and sends nothing`, async () => {
    const page = await openContact();
    const name = "Too Fast Case";
    await scriptFills(page, name);
    // Timed in the page, from when its submit button was enabled (the form became usable, the
    // latest the form's own clock can start) to the submit event: round trips to the page, slow
    // on a loaded machine, are in neither. The page's clock is moved on to 200 ms if the fill
    // took less.
    const sinceUsable = () =>
      page.evaluate(() => {
        const usableAt = Number(document.documentElement.dataset.submitUsableAt);
        if (Number.isNaN(usableAt)) throw new Error("the form was never usable");
        return performance.now() - usableAt;
      });
    const filledIn = await sinceUsable();
    if (filledIn < 200) await page.clock.fastForward(Math.ceil(200 - filledIn));
    const elapsed = await page.evaluate(() => {
      const form = document.querySelector("main form");
      if (!(form instanceof HTMLFormElement)) throw new Error("no form");
      const submittedAt = performance.now();
      form.requestSubmit();
      return submittedAt - Number(document.documentElement.dataset.submitUsableAt);
    });
    await toast(page, SENT).waitFor();
    expect((await fieldValues(page)).every((value) => value === "")).toBe(true);
    const found = await notSentCounts(page, name);
    outcomes.push(
      `filled and sent ${Math.round(elapsed)} ms after hydration: told sent, ${found.stored} / ${found.mailed}, ${found.requests} requests`,
    );
    expect(elapsed).toBeLessThan(PERSON_MIN_FILL_MS);
    expect(found).toEqual({ stored: 0, mailed: 0, requests: 0 });
    await page.context().close();
  });

  it("a submit after a realistic fill, typed key by key: sent", async () => {
    const page = await openContact();
    const name = "Typed Case";
    const started = await page.evaluate(() => performance.now());
    // A fast typist: 60 ms a key, no pauses between fields.
    const type = (label: string, text: string) =>
      form(page).getByLabel(label).pressSequentially(text, { delay: 60 });
    await type("Name", name);
    await type("Email", "typed@example.com");
    await type("Mobile", "9876543210");
    await form(page).getByLabel("Services").selectOption("Energy Audits");
    await type("Message", "Audit please.");
    const elapsed = (await page.evaluate(() => performance.now())) - started;
    await send(page);
    await toast(page, SENT).waitFor();
    await expect.poll(() => counts(name), { timeout: 15_000 }).toEqual({ stored: 1, mailed: 1 });
    outcomes.push(`typed at 60 ms a key, sent after ${Math.round(elapsed)} ms: 1 / 1`);
    await page.context().close();
  });

  it("Chromium's autofill of name, e-mail and phone fills them in one action, the mobile as its 10 digits and never the honeypot; the enquiry is sent", async () => {
    const page = await openContact();
    const name = "Autofill Case";
    const since = await page.evaluate(() => performance.now());
    const filled = await autofill(page, "main form input[name=Name]", {
      NAME_FULL: name,
      EMAIL_ADDRESS: "autofill@example.com",
      PHONE_HOME_WHOLE_NUMBER: "+91 98765 43210",
      ADDRESS_HOME_COUNTRY: "IN",
    });
    // Chromium took the fields for what their autocomplete attributes say, and left the rest.
    expect(filled.filter((field) => field.value !== "")).toEqual([
      { name: "Name", autofillType: "Full name", value: name },
      { name: "Email", autofillType: "Email address", value: "autofill@example.com" },
      { name: "Mobile", autofillType: "Phone number", value: "+919876543210" },
    ]);
    expect(await form(page).getByLabel("Mobile").inputValue()).toBe("9876543210");
    expect(await form(page).locator(`[name=${HONEYPOT_FIELD}]`).inputValue()).toBe("");
    // A fast person: the service and a pasted message, then Send.
    await form(page).getByLabel("Services").selectOption("Oil & Gas Sector");
    await form(page).getByLabel("Message").fill("Call me about a pipeline.");
    const elapsed = (await page.evaluate(() => performance.now())) - since;
    await waitLikeAPerson(page);
    await send(page);
    await toast(page, SENT).waitFor();
    await expect.poll(() => counts(name), { timeout: 15_000 }).toEqual({ stored: 1, mailed: 1 });
    const [stored] = (await stack.documents(ENQUIRY_COLLECTION)).filter(
      (document) => document.fields.Name === name,
    );
    expect(stored?.fields).toMatchObject({ Email: "autofill@example.com", Mobile: "9876543210" });
    outcomes.push(
      `Chromium's autofill, service chosen and message pasted (${Math.round(elapsed)} ms of script time): 1 / 1`,
    );
    await page.context().close();
  });
});

describe("the enquiry form's flood limit", () => {
  it(`sends ${FLOOD_MAX_SENDS} within ${FLOOD_WINDOW_MS / 60_000} minutes; the next is held with the message and its fields kept; after the window it is sent`, async () => {
    const page = await openContact();
    for (let index = 1; index <= FLOOD_MAX_SENDS; index += 1) {
      await personFills(page, `Flood Case ${index}`);
      await waitLikeAPerson(page);
      await send(page);
      await toast(page, SENT).last().waitFor();
      await expect
        .poll(() => counts(`Flood Case ${index}`), { timeout: 15_000 })
        .toEqual({ stored: 1, mailed: 1 });
    }
    const held = `Flood Case ${FLOOD_MAX_SENDS + 1}`;
    await personFills(page, held);
    const typed = await fieldValues(page);
    const before = backendRequests.get(page)?.length ?? 0;
    await send(page);
    await toast(page, WAIT).waitFor();
    expect(await fieldValues(page)).toEqual(typed);
    expect(await notSentCounts(page, held, before)).toEqual({ stored: 0, mailed: 0, requests: 0 });

    // Another tab of the same browser is held too.
    const other = await page.context().newPage();
    await other.goto(`${stack.siteUrl}/contact`);
    await hydrated(other);
    await personFills(other, held);
    await waitLikeAPerson(other);
    await send(other);
    await toast(other, WAIT).waitFor();
    await other.close();

    await page.clock.fastForward(FLOOD_WINDOW_MS);
    await send(page);
    // Sent: the form empties (the earlier success toasts may still be on screen).
    await expect
      .poll(async () => (await fieldValues(page)).every((value) => value === ""))
      .toBe(true);
    await expect.poll(() => counts(held), { timeout: 15_000 }).toEqual({ stored: 1, mailed: 1 });
    outcomes.push(
      `flood: ${FLOOD_MAX_SENDS} sent, the next held (0 / 0), sent after ${FLOOD_WINDOW_MS / 60_000} minutes (1 / 1)`,
    );
    await page.context().close();
  }, 90_000);
});

describe("the honeypot, for people", () => {
  it.each([375, 1440])(
    "at %i px: off-screen, adds no scrolling, never focused by Tab, not in the accessibility tree; axe finds nothing",
    async (width) => {
      const context = await chromium.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${stack.siteUrl}/contact`);
      await hydrated(page);
      const honeypot = form(page).locator(`[name=${HONEYPOT_FIELD}]`);
      const box = await honeypot.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(0);
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        ),
      ).toBe(true);
      // Tab from the first field to the button: the honeypot is never the focused element.
      await form(page).getByLabel("Name").focus();
      const focused: string[] = [];
      for (let step = 0; step < 8; step += 1) {
        await page.keyboard.press("Tab");
        focused.push(
          await page.evaluate(
            () =>
              document.activeElement?.getAttribute("name") ??
              document.activeElement?.textContent ??
              "",
          ),
        );
      }
      expect(focused.slice(0, 5)).toEqual([
        "Email",
        "Mobile",
        "Services",
        "Message",
        "Send Message",
      ]);
      expect(focused).not.toContain(HONEYPOT_FIELD);
      // Hidden from assistive technology: no trace of it in the form's accessibility tree.
      const tree = await form(page).ariaSnapshot();
      expect(tree).toContain("Send Message");
      expect(tree).not.toMatch(/website/i);
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    },
  );
});
