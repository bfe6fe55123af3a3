import type { Locator, Page, Route } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { loadBrand } from "../../scripts/brand/brandLoader";
import { waitForHydration } from "../../scripts/lib/waitForHydration";
import { SEND_ROUTE } from "../../scripts/localStack/emailStandIn";
import { SUBMIT_DEADLINE_MS } from "../../src/lib/formDeadline";
import { LAZY_LOAD_TIMEOUT_MS } from "../../src/lib/lazyModule/lazyLoadTimeout";
import { ENQUIRY_COLLECTION } from "../../src/lib/leads/leadStore";
import { OUTBOX_RETRY_MS } from "../../src/lib/outbox/outboxRetry";
import { PERSON_MIN_FILL_MS } from "../../src/lib/spamGuard/spamLimits";
import { brandCopy } from "../support/brandCopy";
import { noticeShown } from "../support/dataNotice";
import { stackFixture } from "../support/localStack";
import { MOVING_CLOCK_WAIT, movingClock } from "../support/movingClock";
import { hydrated, waitLikeAPerson } from "../support/personPace";
import { openSettled, pageSettled } from "../support/settledPage";
import { browserFixture } from "../support/siteFixture";
import { toast } from "../support/toasts";

const stack = stackFixture("engineering");
const chromium = browserFixture();
/** The brand as the stack builds it: its copy holds each locale's notice version. */
const engineering = await loadBrand("engineering");
/** The build's version of the enquiry form's notice in `locale`. */
const builtNoticeVersion = (locale: string) =>
  engineering.resources[locale]?.translation["form.notice.version"];

/** Text only the Firestore SDK's, the EmailJS SDK's, react-toastify's and the outbox's bundles contain. */
const FIRESTORE_MARK = "firestore.googleapis.com";
const OUTBOX_MARK = "The outbox could not be read";
const EMAILJS_MARK = "api.emailjs.com";
const TOASTIFY_MARK = "Toastify__";

/** A fresh page that records the JavaScript it loads and the requests to the e-mail stand-in. */
async function openPage() {
  // Without the service worker: these are the form's own sends and lazy loads, which the tests
  // break with page.route (the worker would answer from its cache); tests/e2e/outbox.test.ts and
  // tests/e2e/offline.test.ts run with it.
  const context = await chromium.newContext({
    viewport: { width: 1280, height: 900 },
  });
  // The form's deadline, the lazy loads' limit and the outbox's rounds run on a clock the tests
  // move (fastForward) instead of waiting them out.
  await context.clock.install();
  const page = await context.newPage();
  const scripts: string[] = [];
  const scriptsByUrl = new Map<string, string>();
  const mailRequests: string[] = [];
  // Each script's text arrives a protocol round trip after its response; on a loaded machine
  // that can be after the page's network has gone idle.
  const reading = new Set<Promise<void>>();
  page.on("response", (response) => {
    if (!response.url().endsWith(".js")) return;
    const read = response
      .text()
      .catch(() => "")
      .then((text) => {
        scripts.push(text);
        scriptsByUrl.set(response.url(), text);
        reading.delete(read);
      });
    reading.add(read);
  });
  page.on("request", (request) => {
    if (request.url().startsWith(stack.mail.url)) mailRequests.push(request.url());
  });
  /** Waits until every script response so far has been read into `scripts`. */
  const scriptsRead = async () => {
    while (reading.size > 0) await Promise.all(reading);
  };
  return { page, scripts, scriptsByUrl, scriptsRead, mailRequests, close: () => context.close() };
}

interface Values {
  name: string;
  email: string;
  mobile: string;
  message: string;
  service: string;
}

const valid = (name: string): Values => ({
  name,
  email: "asha@example.com",
  mobile: "9876543210",
  message: "We need an energy audit of our sugar mill.",
  service: "Energy Audits",
});

/** The enquiry form (its labels, not the footer's "Services" link column, are what the tests mean). */
const enquiryForm = (page: Page) => page.locator("main form");

/**
 * Types `values` into the form, and waits until a person could have (src/lib/spamGuard, src/components/spamGuard);
 * `beforeHydration` types into the prerendered form as it is.
 */
async function fill(page: Page, values: Values, options = { beforeHydration: false }) {
  if (!options.beforeHydration) await hydrated(page);
  await enquiryForm(page).getByLabel("Name").fill(values.name);
  await enquiryForm(page).getByLabel("Email").fill(values.email);
  await enquiryForm(page).getByLabel("Mobile").fill(values.mobile);
  await enquiryForm(page).getByLabel("Services").selectOption(values.service);
  await enquiryForm(page).getByLabel("Message").fill(values.message);
  await waitLikeAPerson(page, options);
}

const formValues = (page: Page) =>
  Promise.all(
    ["Name", "Email", "Mobile", "Services", "Message"].map((label) =>
      enquiryForm(page).getByLabel(label).inputValue(),
    ),
  );

/** `values` in the order `formValues` reads the fields. */
const asTyped = (values: Values) => [
  values.name,
  values.email,
  values.mobile,
  values.service,
  values.message,
];

const enquiriesNamed = async (name: string) =>
  (await stack.documents(ENQUIRY_COLLECTION)).filter((document) => document.fields.Name === name);

/**
 * Waits until `name` has `count` stored enquiries: "sent" may come from the mail a moment before
 * the write's answer. Fails if more ever show up within the wait.
 */
const expectStored = (name: string, count: number) =>
  expect
    .poll(() => enquiriesNamed(name).then((found) => found.length), { timeout: 15_000 })
    .toBe(count);

/**
 * Lets the open page's outbox take its next round (src/lib/outbox/watchOutbox.ts): its clock is
 * moved by the retry interval instead of waited for.
 */
const nextOutboxRound = (page: Page) => page.clock.fastForward(OUTBOX_RETRY_MS);

/** Counts the mails the stand-in has received from `name` (now and later). */
const mailsFrom = (name: string) => () =>
  stack.mail.mails().filter((mail) => mail.fields.Name === name).length;

const NOT_SENT = "Your message was not sent. Please check your connection and try again.";
/** The message when the outbox keeps what could not be sent. */
const QUEUED = "Your message could not be sent just now, so it is saved on this device.";

/** Where the form says a queued enquiry stands (`form.status.*`). */
const formStatus = (page: Page) => page.locator("form.contact-form [role=status]");

/** The message in the form itself (shown when the toasts cannot load). */
const inlineAlert = (page: Page, text: string) =>
  page.locator("form.contact-form [role=alert]", { hasText: text });

/** How far the page's clock is moved at a time while a test waits for a submit's message, in ms. */
const CLOCK_STEP_MS = 500;

/**
 * Presses Send and waits for `text` to be visible, as a toast or inline, moving the page's clock
 * by CLOCK_STEP_MS whenever it is not there yet, so the app's timers (the form's deadline, the
 * lazy loads' limit, the toasts' wait) pass without being waited out; resolves to the ms it took
 * on the page's clock. Fails past 15 s of it: every submit must end in a visible message by then.
 */
async function sendAndTime(page: Page, text: string): Promise<number> {
  const pageNow = () => page.evaluate(() => performance.now());
  const started = await pageNow();
  await page.getByRole("button", { name: "Send Message" }).click();
  await shownMovingClock(page, page.getByRole("alert").filter({ hasText: text }).first());
  const ms = Math.round((await pageNow()) - started);
  expect(ms).toBeLessThan(15_000);
  return ms;
}

/** Waits until `shown` is visible, moving the page's clock by CLOCK_STEP_MS (see movingClock). */
const shownMovingClock = (page: Page, shown: Locator) =>
  expect
    .poll(
      movingClock(page, CLOCK_STEP_MS, () => shown.isVisible()),
      MOVING_CLOCK_WAIT,
    )
    .toBe(true);

/**
 * The fields marked invalid, in the form's order: each one's name, the text of the element its
 * `aria-describedby` names, and whether that element sits right under the field.
 */
const markedFields = (page: Page) =>
  page.locator("form.contact-form [aria-invalid=true]").evaluateAll((fields) =>
    fields.map((field) => {
      const message = document.getElementById(field.getAttribute("aria-describedby") ?? "");
      return {
        name: field.getAttribute("name"),
        message: message?.textContent ?? null,
        under: message?.previousElementSibling === field,
      };
    }),
  );

/** The `name` of the focused element. */
const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute("name") ?? null);

/**
 * The lazily loaded chunks: Firestore, EmailJS, the outbox, the toasts (script and stylesheet)
 * and the enquiry's send.
 */
const LAZY_CHUNK =
  /\/assets\/(firestoreSdk|es|outbox|mountToasts|sendEnquiry)-[\w-]+\.(js|css)(\?|$)/;

/** The figures the failure tests measured, printed at the end for the report. */
const figures: string[] = [];
afterAll(() => {
  if (figures.length > 0) console.info(`time to the visible message:\n  ${figures.join("\n  ")}`);
});

describe("the enquiry form on engineering's /contact page, against npm start's stack", () => {
  it("has the spec's fields, choices, required attributes and hidden product name", async () => {
    const { page, close } = await openPage();
    await page.goto(`${stack.siteUrl}/contact`);
    const field = (label: string) => enquiryForm(page).getByLabel(label, { exact: true });
    for (const label of ["Name", "Email", "Mobile", "Message", "Services"]) {
      expect(await field(label).isVisible()).toBe(true);
    }
    // The browser's own required check covers name, e-mail and mobile only (spec §5).
    expect(
      await page
        .locator("form [required]")
        .evaluateAll((fields) => fields.map((f) => f.getAttribute("name"))),
    ).toEqual(["Name", "Email", "Mobile"]);
    // Rule 1 needs all five, so all five are marked required: an asterisk each, explained once,
    // and aria-required where the browser's own check is off.
    expect(await page.locator("form .contact-form__required").allTextContents()).toEqual(
      Array(5).fill("*"),
    );
    expect(await page.getByText("Fields marked * are required.").isVisible()).toBe(true);
    expect(
      await page
        .locator('form [aria-required="true"]')
        .evaluateAll((fields) => fields.map((f) => f.getAttribute("name"))),
    ).toEqual(["Services", "Message"]);
    expect(await field("Mobile").getAttribute("type")).toBe("tel");
    expect(await field("Mobile").getAttribute("inputmode")).toBe("numeric");
    expect(await field("Message").evaluate((element) => element.tagName)).toBe("TEXTAREA");
    expect(await field("Services").locator("option").allTextContents()).toEqual([
      "Select Service",
      "Plant & Machinery Manufacturing",
      "Oil & Gas Sector",
      "Sugar Mills",
      "Energy Audits",
    ]);
    expect(await page.locator('input[type="hidden"][name="productName"]').inputValue()).toBe(
      "Contact Us",
    );
    expect(await page.locator('form button[type="submit"]').textContent()).toBe("Send Message");
    // Under the form, before anything is sent: what the details are for, and behind a closed
    // disclosure (the form stays a form) each item and its purpose, how long it is kept, the
    // rights and the grievance officer, the Data Protection Board, the privacy policy.
    const notice = enquiryForm(page).locator(".data-notice");
    expect(await notice.locator(":scope > p").textContent()).toBe(
      "We use these details only to answer your enquiry.",
    );
    const details = notice.locator("details");
    expect(await details.getAttribute("open")).toBeNull();
    expect(await details.getByText("We keep your enquiry for 24 months").isVisible()).toBe(false);
    await details.locator("summary").click();
    expect(await details.getAttribute("open")).toBe("");
    expect(await details.locator("li").allTextContents()).toEqual([
      "Your name: to address you in our reply.",
      "Your e-mail address and mobile number: to reply to you by e-mail or phone.",
      "The service you choose and your message: to understand your request and answer it.",
    ]);
    expect(
      await details
        .getByText("We keep your enquiry for 24 months after you send it, then delete it.")
        .isVisible(),
    ).toBe(true);
    const grievance = engineering.manifest.leads?.grievanceEmail ?? "";
    expect(await details.getByText("write to our Grievance Officer at").isVisible()).toBe(true);
    expect(await details.getByRole("link", { name: grievance }).getAttribute("href")).toBe(
      `mailto:${grievance}`,
    );
    expect(
      await details
        .getByText("you may complain to the Data Protection Board of India.")
        .isVisible(),
    ).toBe(true);
    expect(await details.getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe(
      "/privacy-policy",
    );
    await close();
  });

  it("loads neither Firestore, EmailJS, the outbox nor the toasts until the visitor touches the form", async () => {
    const { page, scripts, scriptsByUrl, scriptsRead, close } = await openPage();
    await openSettled(page, `${stack.siteUrl}/`);
    // The app starts after the load event: the first load is what the page has fetched once it
    // has hydrated and every request it made is answered.
    await openSettled(page, `${stack.siteUrl}/contact`);
    await scriptsRead();
    const firstLoad = new Set(scriptsByUrl.keys());
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((text) => text.includes(FIRESTORE_MARK))).toEqual([]);
    expect(scripts.filter((text) => text.includes(EMAILJS_MARK))).toEqual([]);
    expect(scripts.filter((text) => text.includes(TOASTIFY_MARK))).toEqual([]);
    expect(scripts.filter((text) => text.includes(OUTBOX_MARK))).toEqual([]);
    await enquiryForm(page).getByLabel("Name").focus();
    await expect.poll(() => scripts.some((text) => text.includes(FIRESTORE_MARK))).toBe(true);
    await expect.poll(() => scripts.some((text) => text.includes(EMAILJS_MARK))).toBe(true);
    await expect.poll(() => scripts.some((text) => text.includes(TOASTIFY_MARK))).toBe(true);
    await expect.poll(() => scripts.some((text) => text.includes(OUTBOX_MARK))).toBe(true);
    // Each lazy chunk is one file that imports only what the first load has, so a retry under a
    // fresh URL of that one file recovers from any failure of it (src/lib/lazyModule/).
    await pageSettled(page);
    await scriptsRead();
    const lazy = [...scriptsByUrl].filter(([url]) => !firstLoad.has(url));
    // Firestore, EmailJS, the outbox, the toasts, the enquiry's send and its answers' copy.
    expect(lazy.length).toBe(6);
    for (const [url, text] of lazy) {
      const imports = [...text.matchAll(/(?:from|import)\s*["'`](\.\/[^"'`]+)["'`]/g)].map(
        (match) => new URL(match[1] ?? "", url).href,
      );
      expect(
        imports.filter((imported) => !firstLoad.has(imported)),
        url,
      ).toEqual([]);
    }
    await close();
  });

  it("sends a valid enquiry: success toast, one document, one e-mail, empty form", async () => {
    const { page, mailRequests, close } = await openPage();
    await page.goto(`${stack.siteUrl}/contact`);
    const name = "Success Case";
    // Typed with surrounding spaces: stored and mailed trimmed, the same values in both.
    await fill(page, {
      ...valid(`  ${name} `),
      message: " We need an energy audit of our sugar mill.\n",
    });
    await page.getByRole("button", { name: "Send Message" }).click();
    await toast(page, "Message Sent Successfully").waitFor();

    await expectStored(name, 1);
    const [stored] = await enquiriesNamed(name);
    const { createdAt, ...fields } = stored?.fields ?? {};
    expect(fields).toEqual({
      Name: name,
      Email: "asha@example.com",
      Mobile: "9876543210",
      Message: "We need an energy audit of our sugar mill.",
      Services: "Energy Audits",
      // The language of the page it was sent from, and the version of the notice it showed: the
      // hash of the text under the form, the build's version of the English notice.
      Locale: "en",
      NoticeVersion: (await noticeShown(enquiryForm(page))).version,
    });
    expect(fields.NoticeVersion).toBe(builtNoticeVersion("en"));
    expect(createdAt).toBeInstanceOf(Date);
    expect(await formValues(page)).toEqual(["", "", "", "", ""]);

    await expect.poll(mailsFrom(name)).toBe(1);
    const mail = stack.mail.mails().find((sent) => sent.fields.Name === name);
    expect(mail).toMatchObject({
      service_id: "service_local",
      template_id: "template_local",
      user_id: "local-public-key",
    });
    // The mail carries exactly the stored values (the notice version among them), and the
    // hidden product name.
    expect(mail?.fields).toEqual({ ...fields, productName: "Contact Us" });
    expect(mailRequests).toEqual([`${stack.mail.url}${SEND_ROUTE}`]);

    // The same enquiry again, after the form emptied, is a new enquiry with a new id.
    await fill(page, valid(name));
    await page.getByRole("button", { name: "Send Message" }).click();
    await expectStored(name, 2);
    await expect.poll(() => formValues(page)).toEqual(["", "", "", "", ""]);
    const both = await enquiriesNamed(name);
    expect(new Set(both.map((document) => document.id)).size).toBe(2);
    await close();
  });

  it.each([
    [
      "no message",
      "Please fill the data",
      { message: "" },
      ["Message", "Please write your message."],
    ],
    [
      "no service",
      "Please fill the data",
      { service: "" },
      ["Services", "Please choose one of the options."],
    ],
    [
      "asha@example",
      "Please enter a valid email address",
      { email: "asha@example" },
      ["Email", "Enter an address such as name@example.com."],
    ],
    [
      "+919876543210",
      "Please enter only number.",
      { mobile: "+919876543210" },
      ["Mobile", "Use the digits 0-9 only: no spaces, + or country code."],
    ],
    [
      "9 digits",
      "Please enter 10 digit Mobile number.",
      { mobile: "987654321" },
      ["Mobile", "Enter exactly 10 digits."],
    ],
    [
      "a message of no-break and zero-width spaces",
      "Please fill the data",
      { message: "\u00a0\u200b\u00a0" },
      ["Message", "Please write your message."],
    ],
    [
      "a pasted 10,000-digit mobile",
      "Please enter 10 digit Mobile number.",
      { mobile: "9".repeat(10_000) },
      ["Mobile", "Enter exactly 10 digits."],
    ],
    [
      "a pasted 6,007-character message",
      "Message is too long: it has 6,007 characters and the limit is 5,000.",
      { message: `${"A pasted specification. ".repeat(250)}1234567` },
      ["Message", "6,007 characters: the limit is 5,000."],
    ],
    [
      "a 255-character e-mail",
      "Email is too long: it has 255 characters and the limit is 254.",
      { email: `${"e".repeat(243)}@example.com` },
      ["Email", "255 characters: the limit is 254."],
    ],
  ])(
    "%s: warns '%s', marks and focuses the field, keeps the values uncut and sends nothing",
    async (_, warning, change, [field, fieldMessage]) => {
      const { page, mailRequests, close } = await openPage();
      await page.goto(`${stack.siteUrl}/contact`);
      const values = {
        ...valid(`Warning ${warning.slice(0, 40)} ${JSON.stringify(change).length}`),
        ...change,
      };
      await fill(page, values);
      await page.getByRole("button", { name: "Send Message" }).click();
      await toast(page, warning).waitFor();
      expect(await page.locator(".Toastify__toast").count()).toBe(1);
      // The field itself says what is wrong, under it, and has the focus.
      const mark = [{ name: field, message: fieldMessage, under: true }];
      expect(await markedFields(page)).toEqual(mark);
      expect(await focusedName(page)).toBe(field);
      // A second warning joins the first in the one container.
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect.poll(() => toast(page, warning).count()).toBe(2);
      expect(await page.locator(".Toastify").count()).toBe(1);
      expect(await markedFields(page)).toEqual(mark);
      expect(await formValues(page)).toEqual(asTyped(values));
      expect(await enquiriesNamed(values.name)).toEqual([]);
      expect(mailRequests).toEqual([]);
      // Editing the field takes its mark away.
      const input = page.locator(`form.contact-form [name=${field}]`);
      if (field === "Services") await input.selectOption("Sugar Mills");
      else await input.press("End").then(() => input.press("x"));
      expect(await markedFields(page)).toEqual([]);
      expect(await page.locator("form .contact-form__error").count()).toBe(0);
      await close();
    },
  );

  it("marks every empty field past the browser's own check and focuses the first; an edit clears its mark, a sent enquiry leaves none", async () => {
    const { page, close } = await openPage();
    await page.goto(`${stack.siteUrl}/contact`);
    const name = "Marks Cleared";
    // Name, e-mail and mobile have the browser's required check (spec §5); the rest is rule 1's.
    await fill(page, { ...valid(name), service: "", message: "" });
    await page.getByRole("button", { name: "Send Message" }).click();
    await toast(page, "Please fill the data").waitFor();
    expect(await markedFields(page)).toEqual([
      { name: "Services", message: "Please choose one of the options.", under: true },
      { name: "Message", message: "Please write your message.", under: true },
    ]);
    expect(await focusedName(page)).toBe("Services");
    // Choosing a service unmarks it alone.
    await enquiryForm(page).getByLabel("Services").selectOption("Sugar Mills");
    expect((await markedFields(page)).map((mark) => mark.name)).toEqual(["Message"]);
    // Submit again: the focus goes to what is still empty.
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect.poll(() => focusedName(page)).toBe("Message");
    await page.keyboard.type("Please call me about a mill audit.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await toast(page, "Message Sent Successfully").waitFor();
    expect(await markedFields(page)).toEqual([]);
    expect(await page.locator("form .contact-form__error").count()).toBe(0);
    await expectStored(name, 1);
    await close();
  });

  it("says sent when Firestore is down but the mail went (0 documents, 1 mail); the outbox writes it once Firestore is back", async () => {
    const { page, close } = await openPage();
    await page.route(`${stack.emulator.url}/**`, (route) => route.abort("connectionrefused"));
    await page.goto(`${stack.siteUrl}/contact`);
    const values = valid("Firestore Down Case");
    await fill(page, values);
    const mails = mailsFrom(values.name);
    await page.getByRole("button", { name: "Send Message" }).click();
    await toast(page, "Message Sent Successfully").waitFor();
    expect(await formValues(page)).toEqual(["", "", "", "", ""]);
    expect(await enquiriesNamed(values.name)).toEqual([]);
    expect(mails()).toBe(1);
    await page.unrouteAll();
    await nextOutboxRound(page);
    await expectStored(values.name, 1);
    expect(mails()).toBe(1);
    await close();
  });

  it("keeps what the visitor typed before the app hydrated, and sends it", async () => {
    const { page, close } = await openPage();
    // Hold the app's chunk back, so the typing certainly happens in the prerendered page.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/hydrateApp-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${stack.siteUrl}/contact`);
    const name = "Early Typing Case";
    await fill(page, valid(name), { beforeHydration: true });
    // Until the app runs, a submit would be the browser's own GET with the data in the address.
    const send = page.getByRole("button", { name: "Send Message" });
    expect(await send.isDisabled()).toBe(true);
    await enquiryForm(page).getByLabel("Name").press("Enter");
    expect(new URL(page.url()).search).toBe("");
    release();
    await waitForHydration(page);
    await expect.poll(() => send.isEnabled()).toBe(true);
    await send.click();
    await toast(page, "Message Sent Successfully").waitFor();
    await expectStored(name, 1);
    const [stored] = await enquiriesNamed(name);
    expect(stored?.fields).toMatchObject({ Name: name, Mobile: "9876543210" });
    await close();
  });

  it("stores one enquiry when the button is double-clicked", async () => {
    const { page, close } = await openPage();
    const writes: string[] = [];
    page.on("request", (request) => {
      if (request.url().startsWith(stack.emulator.url)) writes.push(request.method());
    });
    await page.goto(`${stack.siteUrl}/contact`);
    const name = "Double Click Case";
    await fill(page, valid(name));
    await page.getByRole("button", { name: "Send Message" }).dblclick();
    await toast(page, "Message Sent Successfully").waitFor();
    await expectStored(name, 1);
    // One write was ever started (the page's load state may have gone idle before the click, so
    // waiting for it would not wait for a second write).
    expect(writes).toEqual(["POST"]);
    expect(await enquiriesNamed(name)).toHaveLength(1);
    expect(await toast(page, "Message Sent Successfully").count()).toBe(1);
    await close();
  });
});

describe("the enquiry form when the network fails: a message within 15 s, nothing lost, exactly one enquiry", () => {
  it.each([
    ["offline", "offline from before the first touch"],
    ["cut", "every lazy chunk arriving cut short (Chromium keeps such a module for good)"],
  ])("%s: %s; then back online, the next submit sends once without a reload", async (mode) => {
    const { page, close } = await openPage();
    await page.goto(`${stack.siteUrl}/contact`);
    await waitForHydration(page);
    let broken = true;
    if (mode === "offline") await page.context().setOffline(true);
    else {
      await page.route(LAZY_CHUNK, async (route) => {
        if (!broken) return route.continue();
        const response = await route.fetch();
        const body = await response.text();
        return route.fulfill({ response, body: body.slice(0, body.length / 2) });
      });
    }
    const values = valid(`Lazy Load ${mode} Case`);
    await fill(page, values);
    const mails = mailsFrom(values.name);
    const ms = await sendAndTime(page, NOT_SENT);
    figures.push(`${mode} lazy load: ${ms} ms (inline)`);
    // Neither the toasts could load: the message is in the form, and the fields kept.
    expect(await inlineAlert(page, NOT_SENT).isVisible()).toBe(true);
    expect(await formValues(page)).toEqual(asTyped(values));
    expect(await page.getByRole("button", { name: "Send Message" }).isEnabled()).toBe(true);

    broken = false;
    if (mode === "offline") await page.context().setOffline(false);
    await sendAndTime(page, "Message Sent Successfully");
    // A toast again, styled (its stylesheet was loaded afresh too), and the form empty.
    await toast(page, "Message Sent Successfully").waitFor();
    expect(
      await page
        .locator(".Toastify__toast-container")
        .evaluate((element) => getComputedStyle(element).position),
    ).toBe("fixed");
    expect(await inlineAlert(page, NOT_SENT).count()).toBe(0);
    expect(await formValues(page)).toEqual(["", "", "", "", ""]);
    await expectStored(values.name, 1);
    await expect.poll(mails, { timeout: 15_000 }).toBe(1);
    await close();
  });

  it("the answers' copy cut short at the first touch: not sent, in the page's own words, the fields kept; then sent once", async () => {
    const { page, close } = await openPage();
    await page.goto(`${stack.siteUrl}/contact`);
    await waitForHydration(page);
    // The send copy's chunk, told by what it holds: the success toast's words.
    let broken = true;
    let cut = 0;
    await page.route("**/assets/*.js*", async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (!broken || !body.includes('"form.toast.sent"')) return route.fulfill({ response, body });
      cut += 1;
      return route.fulfill({ response, body: body.slice(0, body.length / 2) });
    });
    const values = valid("Cut Answers Copy Case");
    await fill(page, values);
    const mails = mailsFrom(values.name);
    await sendAndTime(page, NOT_SENT);
    expect(cut).toBeGreaterThan(0);
    expect(await formValues(page)).toEqual(asTyped(values));
    expect(await enquiriesNamed(values.name)).toEqual([]);

    broken = false;
    await sendAndTime(page, "Message Sent Successfully");
    expect(await formValues(page)).toEqual(["", "", "", "", ""]);
    await expectStored(values.name, 1);
    await expect.poll(mails, { timeout: 15_000 }).toBe(1);
    await close();
  });

  it("a hung lazy load: not sent within 15 s (inline), then sent once when the requests flow again", async () => {
    const { page, close } = await openPage();
    await page.goto(`${stack.siteUrl}/contact`);
    await waitForHydration(page);
    let hung = true;
    const held: Route[] = [];
    await page.route(LAZY_CHUNK, (route) => (hung ? void held.push(route) : route.continue()));
    const values = valid("Hung Lazy Load Case");
    await fill(page, values);
    const mails = mailsFrom(values.name);
    // The outbox's load gives up at its own limit (LAZY_LOAD_TIMEOUT_MS from the first touch,
    // src/lib/lazyModule), and the toasts' too: the message is inline.
    const ms = await sendAndTime(page, NOT_SENT);
    figures.push(`hung lazy load: ${ms} ms on the page's clock (inline)`);
    expect(ms).toBeGreaterThan(LAZY_LOAD_TIMEOUT_MS - PERSON_MIN_FILL_MS);
    expect(await inlineAlert(page, NOT_SENT).isVisible()).toBe(true);
    expect(await formValues(page)).toEqual(asTyped(values));

    // The held requests stay stuck; fresh URLs go through.
    hung = false;
    await sendAndTime(page, "Message Sent Successfully");
    await expectStored(values.name, 1);
    await expect.poll(mails, { timeout: 15_000 }).toBe(1);
    for (const route of held) await route.abort().catch(() => undefined);
    await close();
  });

  it("a hung Firestore write and a refused mail: queued on this device at the deadline, the form empty; the write lands late and the outbox mails it once", async () => {
    const { page, close } = await openPage();
    await page.goto(`${stack.siteUrl}/contact`);
    const values = valid("Hung Write Case");
    await fill(page, values);
    // Load everything first, so only the submit's own requests hang.
    await expect
      .poll(() => page.evaluate(() => document.querySelector(".Toastify") !== null))
      .toBe(true);
    const held: Route[] = [];
    await page.route(`${stack.emulator.url}/**`, (route) => void held.push(route));
    await page.route(`${stack.mail.url}/**`, (route) => route.abort("connectionrefused"));
    const mails = mailsFrom(values.name);
    // Queued at the form's deadline (SUBMIT_DEADLINE_MS), not before.
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.clock.fastForward(SUBMIT_DEADLINE_MS - 2000);
    expect(await toast(page, QUEUED).isVisible()).toBe(false);
    await shownMovingClock(page, toast(page, QUEUED));
    expect(await formStatus(page).textContent()).toMatch(/^Saved on this device at /);
    expect(await formValues(page)).toEqual(["", "", "", "", ""]);
    expect(await enquiriesNamed(values.name)).toEqual([]);

    // The backend wakes up: the held write lands after all, and the outbox sends the mail.
    expect(held.map((route) => route.request().method())).toEqual(["POST"]);
    for (const route of held) await route.continue();
    await page.unrouteAll();
    await expectStored(values.name, 1);
    await nextOutboxRound(page);
    await expect.poll(mails).toBe(1);
    await expect.poll(() => formStatus(page).textContent()).toMatch(/^Your message was sent at /);
    await toast(page, "Message Sent Successfully").waitFor();
    await expectStored(values.name, 1);
    expect(mails()).toBe(1);
    await close();
  });

  it("the lost answer: the write lands, its answer and the mail are lost; the outbox gives 1 document, 1 mail", async () => {
    const { page, close } = await openPage();
    await page.goto(`${stack.siteUrl}/contact`);
    const values = valid("Lost Answer Case");
    await fill(page, values);
    await page.route(`${stack.emulator.url}/**`, async (route) => {
      await route.fetch();
      await route.abort("connectionreset");
    });
    await page.route(`${stack.mail.url}/**`, (route) => route.abort("connectionreset"));
    const mails = mailsFrom(values.name);
    await sendAndTime(page, QUEUED);
    expect(await formValues(page)).toEqual(["", "", "", "", ""]);
    const [stored] = await enquiriesNamed(values.name);
    expect(stored).toBeDefined();
    expect(mails()).toBe(0);

    // The outbox's rounds go on meanwhile: one of its writes may be inside the handler above, which
    // must finish losing its answer rather than meet a route unrouted under it.
    await page.unrouteAll({ behavior: "wait" });
    await nextOutboxRound(page);
    await expect.poll(mails).toBe(1);
    const after = await enquiriesNamed(values.name);
    expect(after).toHaveLength(1);
    // The outbox's write found the first one: same id, same createdAt, nothing changed.
    expect(after[0]).toEqual(stored);
    await close();
  });
});

describe("the enquiry form in Hindi (/hi/contact)", () => {
  /** A string of the Hindi copy the page is built from (shared defaults under the brand's own). */
  const hindi = async (key: string) => brandCopy(engineering, "hi", key);
  const field = async (page: Page, name: string) =>
    enquiryForm(page).getByLabel(await hindi(`form.label.${name}`), { exact: true });
  const send = async (page: Page) =>
    page.getByRole("button", { name: await hindi("form.submit") }).click();

  it("gives each of the spec's warnings in Hindi, in the spec's order, marking the same fields with Hindi messages; nothing is sent", async () => {
    const { page, mailRequests, close } = await openPage();
    await page.goto(`${stack.siteUrl}/hi/contact`);
    await hydrated(page);
    const name = "हिन्दी चेतावनी";
    await (await field(page, "name")).fill(name);
    await (await field(page, "email")).fill("asha@example");
    await (await field(page, "mobile")).fill("+919876543210");
    const steps: Array<[string, () => Promise<void>, Array<[string, string]>]> = [
      // Rule 1: the choice and the message are empty.
      [
        "form.warning.fill",
        async () => undefined,
        [
          ["Services", await hindi("form.fieldError.fill.service")],
          ["Message", await hindi("form.fieldError.fill.message")],
        ],
      ],
      // Rule 2: the e-mail has no dot after the @.
      [
        "form.warning.email",
        async () => {
          await (await field(page, "service")).selectOption({
            label: await hindi("form.choice.sugar-mills"),
          });
          await (await field(page, "message")).fill("कृपया चीनी मिल के ऑडिट का कोटेशन भेजें।");
        },
        [["Email", await hindi("form.fieldError.email")]],
      ],
      // Rule 3: the mobile number has a +.
      [
        "form.warning.digits",
        async () => (await field(page, "email")).fill("asha@example.com"),
        [["Mobile", await hindi("form.fieldError.digits")]],
      ],
      // Rule 4: nine digits.
      [
        "form.warning.length",
        async () => (await field(page, "mobile")).fill("987654321"),
        [["Mobile", (await hindi("form.fieldError.length")).replace("{{limit}}", "10")]],
      ],
    ];
    for (const [warning, change, marks] of steps) {
      await change();
      await send(page);
      await toast(page, await hindi(warning)).waitFor();
      expect(await markedFields(page)).toEqual(
        marks.map(([marked, message]) => ({ name: marked, message, under: true })),
      );
      expect(await focusedName(page)).toBe(marks[0]?.[0]);
    }
    await page.waitForLoadState("networkidle");
    expect(await enquiriesNamed(name)).toEqual([]);
    expect(mailRequests).toEqual([]);
    await close();
  });

  it("stores and mails a Hindi enquiry with the canonical choice, Locale 'hi' and the Hindi notice's version; its notice links to the Hindi privacy policy", async () => {
    const { page, close } = await openPage();
    await page.goto(`${stack.siteUrl}/hi/contact`);
    await hydrated(page);
    const notice = enquiryForm(page).locator(".data-notice");
    await notice.locator("summary").click();
    expect(await notice.locator("summary").textContent()).toBe(await hindi("notice.more"));
    const linkWords = /<link>(.*)<\/link>/.exec(await hindi("notice.policy"))?.[1] ?? "";
    expect(await notice.getByRole("link", { name: linkWords }).getAttribute("href")).toBe(
      "/hi/privacy-policy",
    );
    const shown = await noticeShown(enquiryForm(page));
    expect(shown.lines[0]).toBe(await hindi("form.notice.summary"));
    const name = "आशा राव";
    await (await field(page, "name")).fill(name);
    await (await field(page, "email")).fill("asha.rao@example.com");
    await (await field(page, "mobile")).fill("9876543210");
    await (await field(page, "service")).selectOption({
      label: await hindi("form.choice.sugar-mills"),
    });
    await (await field(page, "message")).fill("कृपया चीनी मिल के ऑडिट का कोटेशन भेजें।");
    await waitLikeAPerson(page);
    await send(page);
    await toast(page, await hindi("form.toast.sent")).waitFor();
    await expectStored(name, 1);
    const [stored] = await enquiriesNamed(name);
    const { createdAt: _createdAt, ...fields } = stored?.fields ?? {};
    expect(fields).toEqual({
      Name: name,
      Email: "asha.rao@example.com",
      Mobile: "9876543210",
      Message: "कृपया चीनी मिल के ऑडिट का कोटेशन भेजें।",
      Services: "Sugar Mills",
      Locale: "hi",
      // The Hindi notice the page showed: its own version, not the English one.
      NoticeVersion: shown.version,
    });
    expect(fields.NoticeVersion).toBe(builtNoticeVersion("hi"));
    expect(fields.NoticeVersion).not.toBe(builtNoticeVersion("en"));
    await expect.poll(mailsFrom(name), { timeout: 15_000 }).toBe(1);
    expect(stack.mail.mails().find((mail) => mail.fields.Name === name)?.fields).toEqual({
      ...fields,
      productName: "Contact Us",
    });
    await close();
  });
});
