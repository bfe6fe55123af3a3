import { describe, expect, it } from "vitest";
import { loadBrand } from "../../../scripts/brand/brandLoader";
import { newSubscriptionSecret } from "../../../src/features/subscribe/subscriptionLink";
import { SUBSCRIBERS_COLLECTION, subscriptionKey } from "../../../src/lib/leads/leadStore";
import { OUTBOX_SYNC_TAG } from "../../../src/lib/outbox/requestOutboxSync";
import { brandCopy } from "../../support/brandCopy";
import { stackFixture } from "../../support/localStack";
import { outboxState, putOutboxRecord } from "../../support/outboxDatabase";
import { persistentBrowserFixture } from "../../support/persistentBrowser";
import { hydrated, waitLikeAPerson } from "../../support/personPace";
import { untilSendingLoaded } from "../../support/sendingLoaded";
import { dispatchSync, untilWorkerSaved } from "../../support/serviceWorker";

// The footer's subscribe form through the outbox and the service worker, in a browser with a
// profile of its own (Background Sync is off in a fresh, off-the-record context).
const stack = stackFixture("healthcare");
const healthcare = await loadBrand("healthcare");
const newBrowser = persistentBrowserFixture(() => ({}));

/** The page's copy for `key` in Hindi, as the brand's build has it. */
const hindi = (key: string) => brandCopy(healthcare, "hi", key);

/** The subscription stored for `address`, read past the rules. */
const subscriber = async (address: string) =>
  (await stack.documents(SUBSCRIBERS_COLLECTION)).find(
    (document) => document.fields.email === address,
  );
/** The mails the stand-in took for `address`. */
const mailsTo = (address: string) =>
  stack.mail.mails().filter((mail) => mail.fields.email === address);

describe("the footer's subscribe form, sent offline", () => {
  it("in Hindi, the tab closed, the network back: with no page of the site open, the service worker stores the pending subscription on the browser's sync (Background Sync), with the Hindi notice's version, and mails its Hindi confirmation once", async () => {
    const address = `tab.closed.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const browser = await newBrowser();
    await browser.page.goto(`${stack.siteUrl}/hi`);
    await hydrated(browser.page);
    await untilWorkerSaved(browser.page);
    const form = browser.page.locator(".subscribe-form");
    const input = form.getByPlaceholder(hindi("subscribe.placeholder"));
    await input.focus();
    await untilSendingLoaded(browser.page);
    await browser.context.setOffline(true);
    await input.fill(address);
    await waitLikeAPerson(browser.page);
    await form.getByRole("button", { name: hindi("subscribe.button"), exact: true }).click();
    await expect
      .poll(() => form.getByRole("status").textContent(), { timeout: 20_000 })
      .toBe(hindi("subscribe.queued"));
    await browser.page.close();
    expect(await subscriber(address)).toBeUndefined();

    await browser.context.setOffline(false);
    // Fired as DevTools does, from a blank tab (tests/e2e/outbox.test.ts says why).
    const blank = await browser.context.newPage();
    await dispatchSync(blank, stack.siteUrl, OUTBOX_SYNC_TAG);
    await expect.poll(() => subscriber(address), { timeout: 60_000 }).toBeDefined();
    expect(browser.context.pages().map((page) => page.url())).toEqual(["about:blank"]);
    const stored = await subscriber(address);
    expect(stored?.fields).toMatchObject({
      state: "pending",
      locale: "hi",
      noticeVersion: hindi("subscribe.notice.version"),
    });
    await expect.poll(() => mailsTo(address).length, { timeout: 60_000 }).toBe(1);
    expect(mailsTo(address)[0]?.fields.subject).toBe(
      hindi("subscribe.mail.subject").replace("{{company}}", healthcare.manifest.contact.company),
    );
    expect(mailsTo(address)[0]?.fields.link).toContain(
      `/hi/subscribe/confirm#id=${stored?.id.split(".")[0]}&token=${stored?.id.split(".")[1]}`,
    );
    await browser.context.close();
  });

  it("a subscription queued by the site's version before, as it kept it (flat fields), the tab closed: the service worker's sync stores it and mails its link once", async () => {
    const address = `earlier.version.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const { id, token } = newSubscriptionSecret();
    const browser = await newBrowser();
    await browser.page.goto(`${stack.siteUrl}/hi`);
    await untilWorkerSaved(browser.page);
    const confirm = `${stack.siteUrl}/hi/subscribe/confirm#id=${id}&token=${token}`;
    const mail = {
      email: address,
      locale: "hi",
      kind: "subscribe",
      subject: hindi("subscribe.mail.subject"),
      message: hindi("subscribe.mail.message"),
      link: confirm,
      unsubscribeLink: `${confirm}&action=withdraw`,
      unsubscribeText: hindi("subscribe.mail.unsubscribe"),
    };
    const noticeVersion = hindi("subscribe.notice.version");
    // What that version wrote on a subscribe that did not get through, the tab then closed.
    await putOutboxRecord(browser.page, {
      id,
      kind: "subscribe",
      queuedAt: Date.now(),
      stored: false,
      mailed: false,
      reached: false,
      fields: {
        ...mail,
        id,
        token,
        kind: "subscribe",
        email: address,
        locale: "hi",
        noticeVersion,
      },
    });
    await browser.page.close();

    const blank = await browser.context.newPage();
    await dispatchSync(blank, stack.siteUrl, OUTBOX_SYNC_TAG);
    await expect.poll(() => mailsTo(address).length, { timeout: 60_000 }).toBe(1);
    const stored = await subscriber(address);
    expect(stored?.id).toBe(subscriptionKey({ id, token }));
    expect(stored?.fields).toMatchObject({
      kind: "subscribe",
      email: address,
      locale: "hi",
      noticeVersion,
      state: "pending",
    });
    expect(mailsTo(address)[0]?.fields).toEqual(mail);
    await blank.goto(`${stack.siteUrl}/hi`);
    await hydrated(blank);
    expect(await outboxState(blank)).toEqual({ pending: false, records: 1, withLead: 0 });
    expect(mailsTo(address)).toHaveLength(1);
    await browser.context.close();
  });
});
