import { randomUUID } from "node:crypto";
import type { Page, Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { loadBrand } from "../../../scripts/brand/brandLoader";
import { emulatorFirestore } from "../../../scripts/leads/leadsDatabase";
import { listLeads } from "../../../scripts/leads/listLeads";
import { QUEUE_MARGIN_MS, SUBMIT_DEADLINE_MS } from "../../../src/lib/formDeadline";
import { ENQUIRY_COLLECTION, SUBSCRIBERS_COLLECTION } from "../../../src/lib/leads/leadStore";
import { HONEYPOT_FIELD } from "../../../src/lib/spamGuard/honeypotField";
import {
  FLOOD_MAX_SENDS,
  FLOOD_WINDOW_MS,
  PERSON_MIN_FILL_MS,
} from "../../../src/lib/spamGuard/spamLimits";
import { brandCopy } from "../../support/brandCopy";
import { noticeShown } from "../../support/dataNotice";
import { stackFixture } from "../../support/localStack";
import { pauseClock } from "../../support/pauseClock";
import { hydrated, waitLikeAPerson } from "../../support/personPace";
import { untilSendingLoaded } from "../../support/sendingLoaded";
import { openSettled } from "../../support/settledPage";
import { browserFixture } from "../../support/siteFixture";

/** A write through the emulator can take seconds on a busy machine. */
const EMULATOR_WAIT = { timeout: 20_000 };

const chromium = browserFixture();
// What `npm start -- --brand healthcare` runs: the build pointed at the emulator, which enforces
// the brand's rules, served under the brand's Hosting headers.
const stack = stackFixture("healthcare");
/** The brand as the stack builds it: its copy holds each locale's notice versions. */
const healthcare = await loadBrand("healthcare");
/** A string of the brand's copy in `locale`. */
const copy = (locale: string, key: string) => brandCopy(healthcare, locale, key);

/** Every subscription and withdrawal request stored for `address`, read past the rules. */
const subscriptionsOf = async (address: string) =>
  (await stack.documents(SUBSCRIBERS_COLLECTION)).filter(
    (document) => document.fields.email === address,
  );
/** The (first) subscription stored for `address`, not a withdrawal request, read past the rules. */
const subscriber = async (address: string) =>
  (await subscriptionsOf(address)).find((document) => document.fields.kind === "subscribe");
/** The mails the EmailJS stand-in took for `address`. */
const mailsTo = (address: string) =>
  stack.mail.mails().filter((mail) => mail.fields.email === address);
/** An address of the calling test's own, so no test depends on another's documents or mails. */
const newAddress = (label: string) => `${label}.${randomUUID().slice(0, 8)}@example.com`;
/** A string of the brand's copy in `locale` with the company's name filled in, as a mail has it. */
const mailCopy = (locale: string, key: string) =>
  copy(locale, key).replaceAll("{{company}}", healthcare.manifest.contact.company);

/** The stored orders (enquiries) from `name`, read past the rules. */
const ordersNamed = async (name: string) =>
  (await stack.documents(ENQUIRY_COLLECTION)).filter((document) => document.fields.Name === name);

/**
 * The home page (in `locale`, default English), with a count of the requests that reach the
 * emulator, on Playwright's clock (installed before it loads), so a test moves the page's time
 * on instead of waiting: a person's pace, the outbox's rounds.
 */
async function openHome(options: { locale?: string } = {}): Promise<{
  page: Page;
  emulatorRequests: () => number;
  scripts: () => string[];
}> {
  // Without the service worker, as in tests/e2e/enquiry.test.ts: the forms' own behaviour.
  const context = await chromium.newContext({
    viewport: { width: 1280, height: 800 },
  });
  await context.clock.install();
  const page = await context.newPage();
  let requests = 0;
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith(stack.emulator.url)) requests += 1;
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  const home = options.locale && options.locale !== "en" ? `/${options.locale}` : "/";
  await openSettled(page, `${stack.siteUrl}${home}`);
  await hydrated(page);
  return { page, emulatorRequests: () => requests, scripts: () => [...scripts] };
}

const subscribeInput = (page: Page) => page.getByPlaceholder("Enter Your Email");

/** Types `address` into the footer's field and, when a person could have, presses Subscribe. */
async function subscribe(page: Page, address: string): Promise<void> {
  await subscribeInput(page).fill(address);
  await waitLikeAPerson(page);
  await subscribeButton(page).click();
}

/** The footer's Subscribe button (not the Unsubscribe one). */
const subscribeButton = (page: Page) =>
  page.locator(".subscribe-form").getByRole("button", { name: "Subscribe", exact: true });

/** Waits until exactly one toast says `text`. */
const toastSays = (page: Page, text: string) =>
  expect
    .poll(() => page.getByRole("alert").filter({ hasText: text }).count(), EMULATOR_WAIT)
    .toBe(1);

/**
 * Waits until the footer says `text` right under the field, in a live region of `role` (the
 * confirmation politely, an error as an alert), and nowhere else: no toast far from the footer.
 */
async function footerSays(page: Page, role: "status" | "alert", text: string): Promise<void> {
  const region = page.locator(".subscribe-form").getByRole(role).filter({ hasText: text });
  await expect.poll(() => region.count(), EMULATOR_WAIT).toBe(1);
  expect(await page.getByText(text).count()).toBe(1);
  expect(await page.locator(".Toastify").count()).toBe(0);
}

/**
 * A script on a fresh home page that submits `address` through the footer form `.<formClass>`
 * the moment its button is enabled (the form hydrated): it types through the field's own setter
 * and submits from within the page. Resolves to the page, its requests to the emulator so far,
 * and the ms from typing to submitting.
 */
async function scriptSubmits(
  formClass: "subscribe-form" | "unsubscribe-form",
  address: string,
): Promise<{ page: Page; emulatorRequests: () => number; elapsed: number }> {
  // Without the service worker, as in tests/e2e/enquiry.test.ts: the forms' own behaviour.
  const context = await chromium.newContext({
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  let requests = 0;
  page.on("request", (request) => {
    if (request.url().startsWith(stack.emulator.url)) requests += 1;
  });
  await page.goto(`${stack.siteUrl}/`, { waitUntil: "commit" });
  await page.waitForFunction(
    (selector) => document.querySelector(selector) !== null,
    `.${formClass} button:enabled`,
    { polling: 10 },
  );
  const elapsed = await page.evaluate(
    async ({ selector, typed }) => {
      const since = performance.now();
      const form = document.querySelector<HTMLFormElement>(selector);
      const input = form?.querySelector<HTMLInputElement>("input[name=email]");
      if (!form || !input) throw new Error(`no ${selector}`);
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, typed);
      input.dispatchEvent(new Event("input", { bubbles: true }));
      // One frame for React to take the value, then the submit.
      await new Promise((resolve) => requestAnimationFrame(resolve));
      form.requestSubmit();
      return performance.now() - since;
    },
    { selector: `.${formClass}`, typed: address },
  );
  return { page, emulatorRequests: () => requests, elapsed };
}

const SUBSCRIBED = copy("en", "subscribe.subscribed");
const NOT_SUBSCRIBED = "Sorry, we could not subscribe you just now";
const QUEUED = copy("en", "subscribe.queued");
/** A delivery by the outbox's next round: its retry interval (15 s) and the send. */
const OUTBOX_WAIT = { timeout: 30_000 };

describe("footer subscribe, against the Firestore emulator", () => {
  it("stores a pending subscription, lower-cased, and mails it once; a second subscription of the address is a new one, answered alike, the first kept", async () => {
    const address = newAddress("asha.verma");
    const { page, scripts } = await openHome();
    const firstLoad = scripts();
    await subscribe(page, `  ${address.toUpperCase()} `);
    await footerSays(page, "status", SUBSCRIBED);
    expect(await subscribeInput(page).inputValue()).toBe("");
    // Firebase arrived only now, on the first subscribe: it is not in the first page load.
    expect(scripts().length).toBeGreaterThan(firstLoad.length);

    const [stored, ...more] = await subscriptionsOf(address);
    expect(more).toEqual([]);
    expect(Object.keys(stored?.fields ?? {}).sort()).toEqual([
      "createdAt",
      "email",
      "kind",
      "locale",
      "noticeVersion",
      "state",
    ]);
    expect(stored?.fields).toMatchObject({ email: address, state: "pending", locale: "en" });
    // The version of the notice under the form: the hash of what the page shows, the build's.
    expect(stored?.fields.noticeVersion).toBe(
      (await noticeShown(page.locator(".subscribe-form"))).version,
    );
    expect(stored?.fields.noticeVersion).toBe(copy("en", "subscribe.notice.version"));
    const createdAt = stored?.fields.createdAt;
    if (!(createdAt instanceof Date)) throw new Error("createdAt is not a timestamp");
    expect(Date.now() - createdAt.getTime()).toBeLessThan(60_000);
    await expect.poll(() => mailsTo(address).length, EMULATOR_WAIT).toBe(1);

    // The same address again: the same answer (the reply reveals nothing about the list), a
    // second pending subscription and mail; the first is unchanged.
    // Typing again takes the first answer away, so the one read next is the second.
    await subscribeInput(page).fill(address);
    expect(await page.getByText(SUBSCRIBED).count()).toBe(0);
    await subscribeButton(page).click();
    await footerSays(page, "status", SUBSCRIBED);
    await expect.poll(() => mailsTo(address).length, EMULATOR_WAIT).toBe(2);
    const both = await subscriptionsOf(address);
    expect(both).toHaveLength(2);
    expect(both.find((document) => document.id === stored?.id)?.fields).toEqual(stored?.fields);
    await page.context().close();
  });

  it("refuses, as invalid, a 254-character address that lower-casing 'İ' makes 255", async () => {
    const { page, emulatorRequests } = await openHome();
    const address = `İ${"a".repeat(241)}@example.com`;
    await subscribe(page, address);
    await expect
      .poll(() => page.getByText("Please enter a valid email address").isVisible())
      .toBe(true);
    expect(await subscribeInput(page).inputValue()).toBe(address);
    expect(emulatorRequests()).toBe(0);
    await page.context().close();
  });

  it("offline: says so in the footer and keeps the address; back online it subscribes without a reload", async () => {
    const { page } = await openHome();
    await page.context().setOffline(true);
    const started = Date.now();
    await subscribe(page, "offline.reader@example.com");
    const inline = page.locator(".subscribe-form [role=alert]", { hasText: NOT_SUBSCRIBED });
    await inline.waitFor({ timeout: 15_000 });
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(await subscribeInput(page).inputValue()).toBe("offline.reader@example.com");
    expect(await subscriber("offline.reader@example.com")).toBeUndefined();

    await page.context().setOffline(false);
    await subscribeButton(page).click();
    await footerSays(page, "status", SUBSCRIBED);
    expect(await inline.count()).toBe(0);
    expect(await subscriber("offline.reader@example.com")).toBeDefined();
    await page.context().close();
  });

  it("the answers' copy dropped at the first touch: says it could not subscribe and keeps the address; once it arrives, the next press subscribes", async () => {
    const { page, emulatorRequests } = await openHome();
    // The chunk of the forms' send copy: the script that holds the confirmation's words, under
    // its own URL and under each fresh one a retry asks for.
    let dropped = 0;
    let dropping = true;
    await page.route("**/assets/*.js*", async (route: Route) => {
      const response = await route.fetch();
      if (!(await response.text()).includes(SUBSCRIBED)) return route.fulfill({ response });
      if (!dropping) return route.fulfill({ response });
      dropped += 1;
      return route.abort("failed");
    });
    await subscribe(page, "dropped.copy@example.com");
    await footerSays(page, "alert", NOT_SUBSCRIBED);
    expect(dropped).toBeGreaterThan(0);
    expect(await subscribeInput(page).inputValue()).toBe("dropped.copy@example.com");
    expect(emulatorRequests()).toBe(0);
    expect(await subscriber("dropped.copy@example.com")).toBeUndefined();

    dropping = false;
    await subscribeButton(page).click();
    await footerSays(page, "status", SUBSCRIBED);
    expect(await subscriber("dropped.copy@example.com")).toBeDefined();
    await page.context().close();
  });

  it("a hung Firestore: within 15 s the address is saved on this device, the field empty; the write that lands late is the one subscriber, and the footer then says subscribed", async () => {
    const { page } = await openHome();
    // Load the SDK and the outbox first, so only the write hangs.
    await subscribe(page, "first.reader@example.com");
    await footerSays(page, "status", SUBSCRIBED);
    const held: Route[] = [];
    await page.route(`${stack.emulator.url}/**`, (route) => void held.push(route));
    await subscribeInput(page).fill("hung.reader@example.com");
    await waitLikeAPerson(page);
    // From here the page's time moves only as the test moves it: the send gives up
    // QUEUE_MARGIN_MS before the form's deadline, and the outbox must save the address in
    // between, which a clock moved past both at once would not leave it.
    await pauseClock(page);
    await subscribeButton(page).click();
    // The write has left for the network: the send's limit is set.
    await expect.poll(() => held.length, EMULATOR_WAIT).toBeGreaterThan(0);
    const queued = page.locator(".subscribe-form").getByRole("status").filter({ hasText: QUEUED });
    await page.clock.runFor(SUBMIT_DEADLINE_MS - QUEUE_MARGIN_MS - 1);
    expect(await queued.count()).toBe(0);
    await page.clock.runFor(1);
    await footerSays(page, "status", QUEUED);
    expect(await subscribeInput(page).inputValue()).toBe("");
    await page.clock.resume();
    for (const route of held) await route.continue();
    await page.unrouteAll();
    await expect
      .poll(() => subscriptionsOf("hung.reader@example.com"), EMULATOR_WAIT)
      .toHaveLength(1);
    // The outbox's next round finds it delivered: the one the browser's online event starts, as
    // when a connection comes back, rather than the one 15 s later (OUTBOX_RETRY_MS).
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    await footerSays(page, "status", SUBSCRIBED);
    const stored = await subscriptionsOf("hung.reader@example.com");
    expect(stored).toHaveLength(1);
    await page.context().close();
  });

  it("offline after the form was first touched online: saved on this device, in Hindi too; back online it is subscribed without another click", async () => {
    for (const locale of ["en", "hi"]) {
      const address = `${locale}.offline.reader@example.com`;
      const { page } = await openHome({ locale });
      const form = page.locator(".subscribe-form");
      const input = form.getByPlaceholder(copy(locale, "subscribe.placeholder"));
      await input.focus();
      // The first touch loads the outbox and Firestore while the network is there.
      await untilSendingLoaded(page);
      await page.context().setOffline(true);
      await input.fill(address);
      await waitLikeAPerson(page);
      await form
        .getByRole("button", { name: copy(locale, "subscribe.button"), exact: true })
        .click();
      const status = form.getByRole("status");
      await expect
        .poll(() => status.textContent(), EMULATOR_WAIT)
        .toBe(copy(locale, "subscribe.queued"));
      expect(await input.inputValue()).toBe("");
      expect(await subscriber(address)).toBeUndefined();
      await page.context().setOffline(false);
      await expect
        .poll(() => status.textContent(), OUTBOX_WAIT)
        .toBe(copy(locale, "subscribe.subscribed"));
      const stored = await subscriber(address);
      expect(stored?.fields.noticeVersion).toBe(copy(locale, "subscribe.notice.version"));
      await page.context().close();
    }
  });

  it("keeps an invalid address as typed, explains, and sends nothing", async () => {
    const { page, emulatorRequests } = await openHome();
    await subscribe(page, "asha@example");
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
    await subscribeButton(page).click();
    await footerSays(page, "status", SUBSCRIBED);
    expect(await subscriber("asha@example.in")).toBeDefined();
    await page.context().close();
  });
});

/** Opens `link` (a mailed link) in a page of its own; resolves once it says what it did. */
async function openLink(link: string, said: string): Promise<Page> {
  const context = await chromium.newContext();
  const page = await context.newPage();
  await page.goto(link);
  const status = page.locator(".subscription-page").getByRole("status");
  await expect.poll(() => status.textContent(), EMULATOR_WAIT).toBe(said);
  return page;
}

describe("double opt-in and withdrawal by a link, in both languages", () => {
  it.each(["en", "hi"])(
    "%s: subscribe mails one link, which confirms; Unsubscribe mails a link and changes nothing by itself; the link withdraws; a fourth mail within 24 hours is refused",
    async (locale) => {
      const address = newAddress(`round.${locale}`);
      const { page } = await openHome({ locale });
      const form = page.locator(".subscribe-form");
      const notice = form.locator(".data-notice");
      // Nothing pre-ticked, nothing over the field: one line, and the details behind a
      // disclosure that starts closed; the notice says a confirmation mail comes.
      expect(await notice.locator(":scope > p").textContent()).toBe(
        copy(locale, "subscribe.notice.summary"),
      );
      expect(await notice.locator("details").getAttribute("open")).toBeNull();
      expect(await form.locator("input[type=checkbox]").count()).toBe(0);
      const shown = await noticeShown(form);
      expect(shown.version).toBe(copy(locale, "subscribe.notice.version"));

      await form.getByPlaceholder(copy(locale, "subscribe.placeholder")).fill(address);
      await waitLikeAPerson(page);
      await form
        .getByRole("button", { name: copy(locale, "subscribe.button"), exact: true })
        .click();
      await expect
        .poll(() => form.getByRole("status").textContent(), EMULATOR_WAIT)
        .toBe(copy(locale, "subscribe.subscribed"));
      // One mail, in the page's language, to the address itself, with its two links.
      await expect.poll(() => mailsTo(address).length, EMULATOR_WAIT).toBe(1);
      const [confirmation] = mailsTo(address);
      const [stored] = await subscriptionsOf(address);
      expect(confirmation?.fields).toMatchObject({
        kind: "subscribe",
        locale,
        subject: mailCopy(locale, "subscribe.mail.subject"),
        message: mailCopy(locale, "subscribe.mail.message"),
      });
      const prefix = locale === "en" ? "" : `/${locale}`;
      const [id, token] = (stored?.id ?? "").split(".");
      expect(confirmation?.fields.link).toBe(
        `${stack.siteUrl}${prefix}/subscribe/confirm#id=${id}&token=${token}`,
      );
      expect(confirmation?.fields.unsubscribeLink).toBe(
        `${confirmation?.fields.link}&action=withdraw`,
      );
      // The notice this page showed, in its language: not the other language's.
      expect(stored?.fields).toMatchObject({ state: "pending", noticeVersion: shown.version });

      // The mail's link confirms, in the page's language, with the server's time.
      const confirmed = await openLink(
        confirmation?.fields.link ?? "",
        copy(locale, "subscribe.link.confirmed"),
      );
      expect(await confirmed.locator("html").getAttribute("lang")).toBe(locale);
      await confirmed.context().close();
      const afterConfirm = await subscriber(address);
      expect(afterConfirm?.fields.state).toBe("confirmed");
      expect(afterConfirm?.fields.confirmedAt).toBeInstanceOf(Date);

      // The footer's Unsubscribe mails a withdrawal link and changes nothing by itself.
      const unsubscribe = page.locator(".unsubscribe");
      await unsubscribe.locator("summary").click();
      const field = unsubscribe.getByLabel(copy(locale, "unsubscribe.label"), { exact: true });
      const button = unsubscribe.getByRole("button", {
        name: copy(locale, "unsubscribe.button"),
        exact: true,
      });
      const said = () => unsubscribe.getByRole("status").textContent();
      await field.fill(`  ${address.toUpperCase()} `);
      await waitLikeAPerson(page);
      await button.click();
      await expect.poll(said, EMULATOR_WAIT).toBe(copy(locale, "unsubscribe.done"));
      expect(await field.inputValue()).toBe("");
      await expect.poll(() => mailsTo(address).length, EMULATOR_WAIT).toBe(2);
      const withdrawalMail = mailsTo(address)[1];
      expect(withdrawalMail?.fields).toMatchObject({
        kind: "unsubscribe",
        subject: mailCopy(locale, "unsubscribe.mail.subject"),
      });
      expect(withdrawalMail?.fields.link).toMatch(
        /#id=[0-9a-f]{32}&token=[0-9a-f]{32}&action=withdraw$/,
      );
      expect((await subscriber(address))?.fields).toEqual(afterConfirm?.fields);

      // An address never subscribed: the same answer, so it reveals nothing.
      const stranger = newAddress(`never.${locale}`);
      await field.fill(stranger);
      expect(await said()).toBe("");
      await button.click();
      await expect.poll(said, EMULATOR_WAIT).toBe(copy(locale, "unsubscribe.done"));

      // The withdrawal link withdraws at once, with no form; so does the confirmation mail's.
      const withdrawn = await openLink(
        withdrawalMail?.fields.link ?? "",
        copy(locale, "subscribe.link.withdrawn"),
      );
      await withdrawn.context().close();
      const request = (await subscriptionsOf(address)).find(
        (document) => document.fields.kind === "unsubscribe",
      );
      expect(request?.fields.state).toBe("withdrawn");
      expect(request?.fields.withdrawnAt).toBeInstanceOf(Date);
      const oneClick = await openLink(
        confirmation?.fields.unsubscribeLink ?? "",
        copy(locale, "subscribe.link.withdrawn"),
      );
      await oneClick.context().close();
      expect((await subscriber(address))?.fields.state).toBe("withdrawn");

      // Two mails so far; a third is sent, a fourth within 24 hours refused with a message, the
      // address kept and nothing stored or mailed (a fresh page: the form's own flood limit
      // counts this browser's sends apart).
      await page.context().close();
      for (const expected of ["subscribed", "limited"] as const) {
        const again = await openHome({ locale });
        const againForm = again.page.locator(".subscribe-form");
        const input = againForm.getByPlaceholder(copy(locale, "subscribe.placeholder"));
        await input.fill(address);
        await waitLikeAPerson(again.page);
        await againForm
          .getByRole("button", { name: copy(locale, "subscribe.button"), exact: true })
          .click();
        const role = expected === "subscribed" ? "status" : "alert";
        await expect
          .poll(
            () =>
              againForm
                .getByRole(role)
                .filter({ hasText: copy(locale, `subscribe.${expected}`) })
                .count(),
            EMULATOR_WAIT,
          )
          .toBe(1);
        if (expected === "limited") expect(await input.inputValue()).toBe(address);
        await again.page.context().close();
      }
      expect(mailsTo(address)).toHaveLength(3);
      expect(await subscriptionsOf(address)).toHaveLength(3);
    },
    120_000,
  );

  it("a stranger's subscription stays pending and is never exported; the confirmed one is", async () => {
    const owner = newAddress("owner");
    const stranger = newAddress("stranger");
    const { page } = await openHome();
    for (const address of [owner, stranger]) {
      await subscribeInput(page).fill(address);
      await waitLikeAPerson(page);
      await subscribeButton(page).click();
      await footerSays(page, "status", SUBSCRIBED);
      await expect.poll(() => mailsTo(address).length, EMULATOR_WAIT).toBe(1);
    }
    await page.context().close();
    // Only the owner opens the mail; nobody opens the stranger's.
    const confirmed = await openLink(
      mailsTo(owner)[0]?.fields.link ?? "",
      copy("en", "subscribe.link.confirmed"),
    );
    await confirmed.context().close();
    expect((await subscriber(stranger))?.fields.state).toBe("pending");

    // What npm run leads exports by default.
    const admin = emulatorFirestore(stack.emulator.url, "demo-healthcare");
    const exported: string[] = [];
    for await (const lead of listLeads(admin.db, { collections: [SUBSCRIBERS_COLLECTION] }, 100)) {
      exported.push(String(lead.fields.email));
    }
    await admin.close();
    expect(exported).toContain(owner);
    expect(exported).not.toContain(stranger);
  });

  it("a link cut short, or with a wrong token, says it does not work and changes nothing", async () => {
    const address = newAddress("cut.short");
    const { page } = await openHome({ locale: "hi" });
    const form = page.locator(".subscribe-form");
    await form.getByPlaceholder(copy("hi", "subscribe.placeholder")).fill(address);
    await waitLikeAPerson(page);
    await form.getByRole("button", { name: copy("hi", "subscribe.button"), exact: true }).click();
    await expect.poll(() => mailsTo(address).length, EMULATOR_WAIT).toBe(1);
    await page.context().close();
    const link = mailsTo(address)[0]?.fields.link ?? "";
    const before = await subscriber(address);
    // The wrong token differs from the mailed one in its first digit, whatever that digit is.
    const wrongToken = link.replace(
      /token=(.)/,
      (_: string, digit: string) => `token=${digit === "0" ? "1" : "0"}`,
    );
    expect(wrongToken).not.toBe(link);
    for (const broken of [link.slice(0, -4), wrongToken]) {
      const opened = await openLink(broken, copy("hi", "subscribe.link.invalid"));
      await opened.context().close();
    }
    expect((await subscriber(address))?.fields).toEqual(before?.fields);
  });

  it("a script that unsubscribes sooner than a person can is told it is done; nothing is stored or mailed", async () => {
    const address = newAddress("staying");
    const scripted = await scriptSubmits("unsubscribe-form", address);
    await expect
      .poll(() => scripted.page.locator(".unsubscribe-form [role=status]").textContent())
      .toBe(copy("en", "unsubscribe.done"));
    expect(scripted.elapsed).toBeLessThan(PERSON_MIN_FILL_MS);
    expect(scripted.emulatorRequests()).toBe(0);
    expect(await subscriptionsOf(address)).toEqual([]);
    expect(mailsTo(address)).toEqual([]);
    await scripted.page.context().close();
  });
});

describe("footer subscribe against scripts (src/lib/spamGuard, src/components/spamGuard)", () => {
  it("a bot that fills the honeypot, or one that subscribes sooner than a person can, is told it is subscribed; nothing is stored", async () => {
    const honeypot = await openHome();
    await subscribeInput(honeypot.page).fill("honeypot.bot@example.com");
    await honeypot.page
      .locator(`.subscribe-form [name=${HONEYPOT_FIELD}]`)
      .fill("https://spam.example", { force: true });
    await subscribe(honeypot.page, "honeypot.bot@example.com");
    await footerSays(honeypot.page, "status", SUBSCRIBED);
    expect(await subscribeInput(honeypot.page).inputValue()).toBe("");
    // Confirmed before any write could start, and none did.
    expect(honeypot.emulatorRequests()).toBe(0);
    expect(await subscriber("honeypot.bot@example.com")).toBeUndefined();
    await honeypot.page.context().close();

    // A script that subscribes the moment the button is enabled (the form hydrated).
    const { page, emulatorRequests, elapsed } = await scriptSubmits(
      "subscribe-form",
      "fast.bot@example.com",
    );
    await footerSays(page, "status", SUBSCRIBED);
    expect(elapsed).toBeLessThan(PERSON_MIN_FILL_MS);
    expect(emulatorRequests()).toBe(0);
    expect(await subscriber("fast.bot@example.com")).toBeUndefined();
    await page.context().close();
  });

  it(`subscribes ${FLOOD_MAX_SENDS} addresses within ${FLOOD_WINDOW_MS / 60_000} minutes, holds the next with a message and keeps it; after the window it is stored`, async () => {
    const { page, emulatorRequests } = await openHome();
    for (let index = 1; index <= FLOOD_MAX_SENDS; index += 1) {
      await subscribe(page, `flood.${index}@example.com`);
      await expect
        .poll(() => subscriber(`flood.${index}@example.com`), EMULATOR_WAIT)
        .toBeDefined();
      await expect.poll(() => subscribeInput(page).inputValue()).toBe("");
    }
    const held = `flood.${FLOOD_MAX_SENDS + 1}@example.com`;
    const before = emulatorRequests();
    await subscribe(page, held);
    await footerSays(
      page,
      "alert",
      "You have just subscribed several addresses. Please wait a few minutes before adding more.",
    );
    expect(await subscribeInput(page).inputValue()).toBe(held);
    expect(emulatorRequests()).toBe(before);
    expect(await subscriber(held)).toBeUndefined();

    await page.clock.fastForward(FLOOD_WINDOW_MS);
    await subscribeButton(page).click();
    await expect.poll(() => subscriber(held), EMULATOR_WAIT).toBeDefined();
    await footerSays(page, "status", SUBSCRIBED);
    await page.context().close();
  }, 90_000);
});

describe("order enquiry, against the Firestore emulator and the EmailJS stand-in", () => {
  it("in Hindi (/hi): the pack chosen by its Hindi label is stored as the canonical pack, with Locale 'hi' and the Hindi notice's version, and mailed", async () => {
    const hindi = (key: string) => copy("hi", key);
    // Without the service worker, as in tests/e2e/enquiry.test.ts: the forms' own behaviour.
    const context = await chromium.newContext({
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await page.goto(`${stack.siteUrl}/hi`);
    await hydrated(page);
    const form = page.locator("#order");
    const field = (name: string) => form.getByLabel(hindi(`form.label.${name}`), { exact: true });
    expect(await field("service").locator("option").allTextContents()).toEqual([
      hindi("form.placeholder.service"),
      hindi("form.choice.15-day-pack"),
      hindi("form.choice.30-day-pack"),
      hindi("form.choice.45-day-pack"),
    ]);
    const name = "मीरा अय्यर";
    await field("name").fill(name);
    await field("email").fill("meera.hi@example.in");
    await field("mobile").fill("9812345678");
    await field("service").selectOption({ label: hindi("form.choice.30-day-pack") });
    await field("message").fill("कृपया पुणे, 411001 में डिलीवर करें।");
    await waitLikeAPerson(page);
    await form.getByRole("button", { name: hindi("form.submit") }).click();
    await toastSays(page, hindi("form.toast.sent"));
    await expect.poll(() => ordersNamed(name).then((found) => found.length), EMULATOR_WAIT).toBe(1);
    const [order] = await ordersNamed(name);
    const { createdAt: _createdAt, ...stored } = order?.fields ?? {};
    // The Hindi order notice the page showed, by its version.
    expect(stored).toMatchObject({
      Services: "30-day pack",
      Locale: "hi",
      NoticeVersion: (await noticeShown(form)).version,
    });
    expect(stored.NoticeVersion).toBe(copy("hi", "form.notice.version"));
    await expect
      .poll(
        () => stack.mail.mails().find((mail) => mail.fields.Name === name)?.fields,
        EMULATOR_WAIT,
      )
      .toEqual({ ...stored, productName: "CollaGlow" });
    await context.close();
  });

  it("is opened by a pack's Buy now with that pack chosen, and stores and mails it with the product's name", async () => {
    const { page } = await openHome();
    await page.getByRole("link", { name: /^Buy now\s*:\s*30-day pack$/ }).click();
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe("#order");
    const form = page.locator("#order");
    await expect
      .poll(() => form.getByRole("heading", { name: "Order enquiry" }).isVisible())
      .toBe(true);
    // The pack choices come from the manifest, after the brand's own placeholder.
    const choices = await form.getByLabel("Pack").locator("option").allTextContents();
    expect(choices).toEqual(["Select Pack", "15-day pack", "30-day pack", "45-day pack"]);
    expect(await form.locator('input[name="productName"]').inputValue()).toBe("CollaGlow");

    await form.getByLabel("Name").fill("Meera Iyer");
    await form.getByLabel("Email").fill("meera@example.in");
    await form.getByLabel("Mobile").fill("9812345678");
    // Chosen by the Buy now button, not by hand.
    await expect.poll(() => form.getByLabel("Pack").inputValue()).toBe("30-day pack");
    await form.getByLabel("Message").fill("Please deliver to Pune, 411001.");
    await waitLikeAPerson(page);
    await form.getByRole("button", { name: "Send Message" }).click();
    await toastSays(page, "Message Sent Successfully");

    await expect
      .poll(() => ordersNamed("Meera Iyer").then((found) => found.length), EMULATOR_WAIT)
      .toBe(1);
    const orders = await ordersNamed("Meera Iyer");
    expect(orders[0]?.fields).toMatchObject({
      Email: "meera@example.in",
      Mobile: "9812345678",
      Services: "30-day pack",
      Message: "Please deliver to Pune, 411001.",
      Locale: "en",
      NoticeVersion: copy("en", "form.notice.version"),
    });
    const mailsFromMeera = () =>
      stack.mail.mails().filter((mail) => mail.fields.Name === "Meera Iyer");
    await expect.poll(() => mailsFromMeera().length, EMULATOR_WAIT).toBe(1);
    const { createdAt: _createdAt, ...stored } = orders[0]?.fields ?? {};
    // The mail carries exactly the stored values (the notice version among them), and the
    // product's name.
    expect(mailsFromMeera()[0]?.fields).toEqual({ ...stored, productName: "CollaGlow" });
    await page.context().close();
  });

  it("offline at the first touch: says so in the form, keeps the order; back online it sends once without a reload", async () => {
    const { page } = await openHome();
    await page.context().setOffline(true);
    const form = page.locator("#order");
    await form.getByLabel("Name").fill("Offline Order");
    await form.getByLabel("Email").fill("order@example.in");
    await form.getByLabel("Mobile").fill("9812345678");
    await form.getByLabel("Pack").selectOption("15-day pack");
    await form.getByLabel("Message").fill("Two packs, please.");
    await waitLikeAPerson(page);
    await form.getByRole("button", { name: "Send Message" }).click();
    const inline = form.locator("[role=alert]", { hasText: "Your message was not sent" });
    await inline.waitFor({ timeout: 15_000 });
    expect(await form.getByLabel("Name").inputValue()).toBe("Offline Order");
    expect(await ordersNamed("Offline Order")).toEqual([]);

    await page.context().setOffline(false);
    await form.getByRole("button", { name: "Send Message" }).click();
    await toastSays(page, "Message Sent Successfully");
    await expect
      .poll(() => ordersNamed("Offline Order").then((found) => found.length), EMULATOR_WAIT)
      .toBe(1);
    await expect
      .poll(
        () => stack.mail.mails().filter((mail) => mail.fields.Name === "Offline Order").length,
        EMULATOR_WAIT,
      )
      .toBe(1);
    expect(await form.getByLabel("Name").inputValue()).toBe("");
    await page.context().close();
  });
});
