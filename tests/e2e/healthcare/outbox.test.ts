import { describe, expect, it } from "vitest";
import { loadBrand } from "../../../scripts/brand/brandLoader";
import { SUBSCRIBERS_COLLECTION } from "../../../src/lib/leads/leadStore";
import { OUTBOX_SYNC_TAG } from "../../../src/lib/outbox/requestOutboxSync";
import { brandCopy } from "../../support/brandCopy";
import { stackFixture } from "../../support/localStack";
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
});
