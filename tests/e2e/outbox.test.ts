import type { Page, Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import { loadBrand } from "../../scripts/brand/brandLoader";
import { ENQUIRY_COLLECTION } from "../../src/lib/leads/leadStore";
import { OUTBOX_SYNC_TAG } from "../../src/lib/outbox/requestOutboxSync";
import { brandCopy } from "../support/brandCopy";
import { stackFixture } from "../support/localStack";
import { outboxRecords, outboxState, putOutboxRecord } from "../support/outboxDatabase";
import { persistentBrowserFixture } from "../support/persistentBrowser";
import { hydrated, waitLikeAPerson } from "../support/personPace";
import { untilSendingLoaded } from "../support/sendingLoaded";
import { dispatchSync, untilWorkerSaved } from "../support/serviceWorker";
import { toast } from "../support/toasts";

// A visitor's browser with a profile of its own, closed and launched again on it: what the site
// keeps on the device (the outbox in IndexedDB) is there at the next launch, as on a phone.
const stack = stackFixture("engineering");
const engineering = await loadBrand("engineering");

/** The page's copy for `key` in `locale`, as the brand's build has it. */
const copy = (locale: string, key: string) => brandCopy(engineering, locale, key);

/** `copy(locale, key)` as a pattern: its `{{variables}}` match any text. */
const copyPattern = (locale: string, key: string) =>
  new RegExp(
    `^${copy(locale, key)
      .split(/\{\{[^}]+\}\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join(".+")}$`,
  );

/** A browser on a new profile, recording the writes that reach the emulator. */
const newBrowser = persistentBrowserFixture((context) => {
  const writes: string[] = [];
  context.on("request", (request: Request) => {
    if (request.url().startsWith(stack.emulator.url) && request.method() === "POST") {
      writes.push(request.url());
    }
  });
  return { writes };
});

const form = (page: Page) => page.locator("main form");

/** Fills the enquiry form as a person would, in `locale`'s page (the labels are its copy). */
async function fillEnquiry(page: Page, locale: string, name: string): Promise<void> {
  await hydrated(page);
  const field = (key: string) => form(page).getByLabel(copy(locale, key), { exact: true });
  await field("form.label.name").fill(name);
  await field("form.label.email").fill("asha@example.com");
  await field("form.label.mobile").fill("9876543210");
  await field("form.label.service").selectOption("Energy Audits");
  await field("form.label.message").fill("We need an energy audit of our sugar mill.");
  await waitLikeAPerson(page);
  // The touch loaded the outbox while the network was there (the tests cut it next).
  await untilSendingLoaded(page);
}

const send = (page: Page, locale: string) =>
  form(page)
    .getByRole("button", { name: copy(locale, "form.submit") })
    .click();

const storedNamed = async (name: string) =>
  (await stack.documents(ENQUIRY_COLLECTION)).filter((document) => document.fields.Name === name);
const mailsFrom = (name: string) =>
  stack.mail.mails().filter((mail) => mail.fields.Name === name).length;

/**
 * Opens the home page in `page` once `name`'s enquiry has arrived, and checks that the visit
 * sends it no more: no write reaches the emulator, and it is still 1 mail and 1 document.
 * @param writes the browser's record of the writes that reached the emulator
 */
async function visitSendsNothing(page: Page, writes: string[], name: string): Promise<void> {
  const before = writes.length;
  await page.goto(`${stack.siteUrl}/`);
  await hydrated(page);
  await page.waitForLoadState("networkidle");
  expect(writes.length).toBe(before);
  expect(mailsFrom(name)).toBe(1);
  expect(await storedNamed(name)).toHaveLength(1);
}

describe("the outbox: an enquiry sent offline arrives, once", () => {
  it("offline, the contact page from the service worker's cache sends a person-paced enquiry; the browser closed: nothing arrives; launched again with the network, one visit to any page delivers it: 1 document, 1 mail", async () => {
    const name = "Outbox Closed Browser Case";
    const browser = await newBrowser();
    await browser.page.goto(`${stack.siteUrl}/contact`);
    await untilWorkerSaved(browser.page);
    await browser.context.setOffline(true);
    await browser.page.reload();
    await fillEnquiry(browser.page, "en", name);
    await send(browser.page, "en");
    await toast(browser.page, copy("en", "form.toast.queued")).waitFor();
    expect(await form(browser.page).getByRole("status").first().textContent()).toMatch(
      copyPattern("en", "form.status.queued"),
    );
    expect(await outboxState(browser.page)).toEqual({ pending: true, records: 1, withLead: 1 });
    // The lead as the form built it, tagged by its kind: not flattened. The empty `fields` and
    // no `kind` make a page of the version before count it as waiting and send nothing of it.
    const [record] = await outboxRecords(browser.page);
    expect(record).toMatchObject({
      lead: { kind: "enquiry", document: { Name: name, Locale: "en" }, productName: "Contact Us" },
      fields: {},
    });
    expect(record).not.toHaveProperty("kind");
    await browser.context.close();
    expect(await storedNamed(name)).toEqual([]);
    expect(mailsFrom(name)).toBe(0);

    const again = await browser.relaunch();
    await again.page.goto(`${stack.siteUrl}/about`);
    await expect.poll(() => mailsFrom(name), { timeout: 20_000 }).toBe(1);
    await expect.poll(async () => (await storedNamed(name)).length, { timeout: 20_000 }).toBe(1);
    // Delivered (by this page, or by the worker's sync, which Chromium may fire at launch): only
    // the record of its id and flags is left, no personal data.
    await expect
      .poll(() => outboxState(again.page), { timeout: 20_000 })
      .toEqual({ pending: false, records: 1, withLead: 0 });
    // Another visit sends nothing again.
    await visitSendsNothing(again.page, again.writes, name);
    await again.context.close();
  });

  it("sent offline, the tab closed, the network back: with no page of the site open, the service worker's sync delivers it: 1 document, 1 mail", async () => {
    const name = "Outbox Tab Closed Case";
    const browser = await newBrowser();
    await browser.page.goto(`${stack.siteUrl}/contact`);
    await untilWorkerSaved(browser.page);
    await fillEnquiry(browser.page, "en", name);
    await browser.context.setOffline(true);
    await send(browser.page, "en");
    await toast(browser.page, copy("en", "form.toast.queued")).waitFor();
    // The page asked the worker for a sync.
    await expect
      .poll(() =>
        browser.page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return (await registration?.sync?.getTags()) ?? [];
        }),
      )
      .toContain(OUTBOX_SYNC_TAG);
    await browser.page.close();
    expect(await storedNamed(name)).toEqual([]);
    expect(mailsFrom(name)).toBe(0);

    await browser.context.setOffline(false);
    // When the browser fires the sync is its own affair (Chromium: once it sees the network,
    // then with back-off), which a test cannot drive; the sync itself is fired as DevTools'
    // "Sync" button does, from a blank tab: no page of the site is open.
    const blank = await browser.context.newPage();
    await dispatchSync(blank, stack.siteUrl, OUTBOX_SYNC_TAG);
    expect(browser.context.pages().map((page) => page.url())).toEqual(["about:blank"]);
    await expect.poll(() => mailsFrom(name), { timeout: 60_000 }).toBe(1);
    await expect.poll(async () => (await storedNamed(name)).length, { timeout: 60_000 }).toBe(1);
    // The next visit finds it delivered: it sends nothing, and no personal data is left.
    await visitSendsNothing(blank, browser.writes, name);
    await expect
      .poll(() => outboxState(blank))
      .toEqual({ pending: false, records: 1, withLead: 0 });
    await browser.context.close();
  });

  it("the first send stored it but did not mail it, then the tab closed: the next visit mails it once and does not write it again", async () => {
    const name = "Outbox Stored Not Mailed Case";
    const browser = await newBrowser();
    await browser.page.goto(`${stack.siteUrl}/contact`);
    await fillEnquiry(browser.page, "en", name);
    // For the page and the service worker alike (its sync would otherwise mail it at once).
    await browser.context.route(`${stack.mail.url}/**`, (route) =>
      route.abort("connectionrefused"),
    );
    await send(browser.page, "en");
    await toast(browser.page, copy("en", "form.toast.sent")).waitFor();
    await expect.poll(async () => (await storedNamed(name)).length).toBe(1);
    const [stored] = await storedNamed(name);
    expect(mailsFrom(name)).toBe(0);
    // Offline, then the route off: a request of the service worker's sync that the route still
    // held when the browser closed kept Chromium from closing for 30 s (in two loaded runs of
    // five); offline, no channel reaches the mail stand-in before the next launch either.
    await browser.context.setOffline(true);
    await browser.context.unrouteAll({ behavior: "ignoreErrors" });
    await browser.context.close();
    expect(mailsFrom(name)).toBe(0);

    const again = await browser.relaunch();
    await again.page.goto(`${stack.siteUrl}/`);
    await expect.poll(() => mailsFrom(name), { timeout: 20_000 }).toBe(1);
    await expect
      .poll(() => outboxState(again.page))
      .toEqual({ pending: false, records: 1, withLead: 0 });
    expect(again.writes).toEqual([]);
    expect(await storedNamed(name)).toEqual([stored]);
    await again.context.close();
  });

  it("in Hindi, sent offline with the page left open: told in Hindi it is saved; back online, the page delivers it and says when", async () => {
    const name = "Outbox Back Online Case";
    const browser = await newBrowser();
    await browser.page.goto(`${stack.siteUrl}/hi/contact`);
    await fillEnquiry(browser.page, "hi", name);
    await browser.context.setOffline(true);
    await send(browser.page, "hi");
    await toast(browser.page, copy("hi", "form.toast.queued")).waitFor();
    const status = form(browser.page).getByRole("status").first();
    expect(await status.textContent()).toMatch(copyPattern("hi", "form.status.queued"));
    await browser.context.setOffline(false);
    await expect
      .poll(() => status.textContent(), { timeout: 20_000 })
      .toMatch(copyPattern("hi", "form.status.sent"));
    await toast(browser.page, copy("hi", "form.toast.sent")).waitFor();
    // "Sent" once a channel has reached the company: the mail may arrive before the write (the
    // worker's sync and this page may share the channels).
    await expect.poll(async () => (await storedNamed(name)).length, { timeout: 20_000 }).toBe(1);
    const [stored] = await storedNamed(name);
    expect(stored?.fields.Locale).toBe("hi");
    expect(mailsFrom(name)).toBe(1);
    expect(await storedNamed(name)).toHaveLength(1);
    await browser.context.close();
  });

  it("an enquiry queued by the site's version before, as it kept it (flat fields), is delivered by the next visit to any page: 1 document, 1 mail, as it was typed", async () => {
    const name = "Outbox Earlier Version Case";
    const id = crypto.randomUUID();
    const enquiry = {
      Name: name,
      Email: "asha@example.com",
      Mobile: "9876543210",
      Message: "We need an energy audit of our sugar mill.",
      Services: "Energy Audits",
      Locale: "hi",
      NoticeVersion: copy("hi", "form.notice.version"),
    };
    const browser = await newBrowser();
    await browser.page.goto(`${stack.siteUrl}/about`);
    await hydrated(browser.page);
    // What that version wrote on a submit that did not get through, the tab then closed.
    await putOutboxRecord(browser.page, {
      id,
      kind: "enquiry",
      queuedAt: Date.now(),
      stored: false,
      mailed: false,
      reached: false,
      fields: { ...enquiry, productName: "Contact Us" },
    });
    await browser.page.evaluate(() => localStorage.setItem("outbox:pending", "1"));
    expect(await storedNamed(name)).toEqual([]);

    await browser.page.goto(`${stack.siteUrl}/`);
    await expect.poll(() => mailsFrom(name), { timeout: 20_000 }).toBe(1);
    await expect.poll(async () => (await storedNamed(name)).length, { timeout: 20_000 }).toBe(1);
    const [stored] = await storedNamed(name);
    const { createdAt: _createdAt, ...fields } = stored?.fields ?? {};
    expect({ id: stored?.id, fields }).toEqual({ id, fields: enquiry });
    const mail = stack.mail.mails().find((sent) => sent.fields.Name === name);
    expect(mail?.fields).toEqual({ ...enquiry, productName: "Contact Us" });
    await expect
      .poll(() => outboxState(browser.page))
      .toEqual({ pending: false, records: 1, withLead: 0 });
    await visitSendsNothing(browser.page, browser.writes, name);
    await browser.context.close();
  });

  it("a bot that fills the honeypot offline is told what a person is told, and nothing is queued or sent", async () => {
    const name = "Outbox Honeypot Case";
    const browser = await newBrowser();
    await browser.page.goto(`${stack.siteUrl}/contact`);
    await fillEnquiry(browser.page, "en", name);
    await form(browser.page)
      .getByLabel(copy("en", "form.honeypot"))
      .fill("https://spam.example", { force: true });
    await browser.context.setOffline(true);
    await send(browser.page, "en");
    await toast(browser.page, copy("en", "form.toast.sent")).waitFor();
    expect(await outboxState(browser.page)).toEqual({ pending: false, records: 0, withLead: 0 });
    await browser.context.setOffline(false);
    await browser.page.reload();
    await hydrated(browser.page);
    await browser.page.waitForLoadState("networkidle");
    expect(await storedNamed(name)).toEqual([]);
    expect(mailsFrom(name)).toBe(0);
    await browser.context.close();
  });
});
