import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEND_FORM_ROUTE } from "../../scripts/emailStandIn";
import { ENQUIRY_COLLECTION } from "../../src/features/enquiry/enquiry";
import { launchChromium } from "../support/browser";
import { waitForHydration } from "../support/hydration";
import { startTestStack, type TestStack } from "../support/localStack";
import { toast } from "../support/toasts";

let stack: TestStack;
let browser: Browser;

beforeAll(async () => {
  stack = await startTestStack("engineering");
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

/** Text only the Firestore SDK's, the EmailJS SDK's and react-toastify's bundles contain. */
const FIRESTORE_MARK = "firestore.googleapis.com";
const EMAILJS_MARK = "api.emailjs.com";
const TOASTIFY_MARK = "Toastify__";

/** A fresh page that records the JavaScript it loads and the requests to the e-mail stand-in. */
async function openPage() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const scripts: string[] = [];
  const mailRequests: string[] = [];
  page.on("response", async (response) => {
    if (response.url().endsWith(".js")) scripts.push(await response.text().catch(() => ""));
  });
  page.on("request", (request) => {
    if (request.url().startsWith(stack.mail.url)) mailRequests.push(request.url());
  });
  return { page, scripts, mailRequests, close: () => context.close() };
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

/** Types `values` into the form; `beforeHydration` types into the prerendered form as it is. */
async function fill(page: Page, values: Values, options = { beforeHydration: false }) {
  if (!options.beforeHydration) await waitForHydration(page);
  await page.getByLabel("Name").fill(values.name);
  await page.getByLabel("Email").fill(values.email);
  await page.getByLabel("Mobile").fill(values.mobile);
  await page.getByLabel("Services").selectOption(values.service);
  await page.getByLabel("Message").fill(values.message);
}

const formValues = (page: Page) =>
  Promise.all(
    ["Name", "Email", "Mobile", "Services", "Message"].map((label) =>
      page.getByLabel(label).inputValue(),
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

describe("the enquiry form on engineering's /contact page, against npm start's stack", () => {
  it("has the spec's fields, choices, required attributes and hidden product name", async () => {
    const { page, close } = await openPage();
    await page.goto(`${stack.siteUrl}/contact`);
    const field = (label: string) => page.getByLabel(label, { exact: true });
    for (const label of ["Name", "Email", "Mobile", "Message", "Services"]) {
      expect(await field(label).isVisible()).toBe(true);
    }
    // The browser's own required check covers name, e-mail and mobile only (spec 5).
    expect(
      await page
        .locator("form [required]")
        .evaluateAll((fields) => fields.map((f) => f.getAttribute("name"))),
    ).toEqual(["Name", "Email", "Mobile"]);
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
    await close();
  });

  it("loads neither Firestore, EmailJS nor the toasts until the visitor touches the form", async () => {
    const { page, scripts, close } = await openPage();
    await page.goto(`${stack.siteUrl}/`, { waitUntil: "networkidle" });
    await page.goto(`${stack.siteUrl}/contact`, { waitUntil: "networkidle" });
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((text) => text.includes(FIRESTORE_MARK))).toEqual([]);
    expect(scripts.filter((text) => text.includes(EMAILJS_MARK))).toEqual([]);
    expect(scripts.filter((text) => text.includes(TOASTIFY_MARK))).toEqual([]);
    await waitForHydration(page);
    await page.getByLabel("Name").focus();
    await expect.poll(() => scripts.some((text) => text.includes(FIRESTORE_MARK))).toBe(true);
    await expect.poll(() => scripts.some((text) => text.includes(EMAILJS_MARK))).toBe(true);
    await expect.poll(() => scripts.some((text) => text.includes(TOASTIFY_MARK))).toBe(true);
    await close();
  });

  it("sends a valid enquiry: success toast, one document, one e-mail, empty form", async () => {
    const { page, mailRequests, close } = await openPage();
    await page.goto(`${stack.siteUrl}/contact`);
    const name = "Success Case";
    await fill(page, valid(name));
    const mailsBefore = stack.mail.mails().length;
    await page.getByRole("button", { name: "Send Message" }).click();
    await toast(page, "Message Sent Successfully").waitFor();

    const [stored] = await enquiriesNamed(name);
    const { createdAt, ...fields } = stored?.fields ?? {};
    expect(fields).toEqual({
      Name: name,
      Email: "asha@example.com",
      Mobile: "9876543210",
      Message: "We need an energy audit of our sugar mill.",
      Services: "Energy Audits",
    });
    expect(createdAt).toBeInstanceOf(Date);
    expect(await formValues(page)).toEqual(["", "", "", "", ""]);

    await expect.poll(() => stack.mail.mails().length).toBe(mailsBefore + 1);
    const mail = stack.mail.mails().at(-1);
    expect(mail).toMatchObject({
      service_id: "service_local",
      template_id: "template_local",
      user_id: "local-public-key",
      fields: { Name: name, Services: "Energy Audits", productName: "Contact Us" },
    });
    expect(mailRequests).toEqual([`${stack.mail.url}${SEND_FORM_ROUTE}`]);
    await close();
  });

  it.each([
    ["Please fill the data", { message: "" }],
    ["Please fill the data", { service: "" }],
    ["Please enter a valid email address", { email: "asha@example" }],
    ["Please enter only number.", { mobile: "+919876543210" }],
    ["Please enter 10 digit Mobile number.", { mobile: "987654321" }],
  ])("warns '%s' (%o), keeps the values and sends nothing", async (warning, change) => {
    const { page, mailRequests, close } = await openPage();
    await page.goto(`${stack.siteUrl}/contact`);
    const values = { ...valid(`Warning ${warning} ${JSON.stringify(change)}`), ...change };
    await fill(page, values);
    await page.getByRole("button", { name: "Send Message" }).click();
    await toast(page, warning).waitFor();
    expect(await page.locator(".Toastify__toast").count()).toBe(1);
    // A second warning joins the first in the one container.
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect.poll(() => toast(page, warning).count()).toBe(2);
    expect(await page.locator(".Toastify").count()).toBe(1);
    expect(await formValues(page)).toEqual(asTyped(values));
    expect(await enquiriesNamed(values.name)).toEqual([]);
    expect(mailRequests).toEqual([]);
    await close();
  });

  it("keeps the typed values and shows no success when the write cannot reach Firestore", async () => {
    const { page, close } = await openPage();
    await page.route(`${stack.emulator.url}/**`, (route) => route.abort("internetdisconnected"));
    await page.goto(`${stack.siteUrl}/contact`);
    const values = valid("Offline Case");
    await fill(page, values);
    await page.getByRole("button", { name: "Send Message" }).click();
    await toast(page, "Your message was not sent").waitFor();
    expect(await toast(page, "Message Sent Successfully").count()).toBe(0);
    expect(await formValues(page)).toEqual(asTyped(values));
    expect(await page.getByRole("button", { name: "Send Message" }).isEnabled()).toBe(true);
    expect(await enquiriesNamed(values.name)).toEqual([]);
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
    await page.getByLabel("Name").press("Enter");
    expect(new URL(page.url()).search).toBe("");
    release();
    await waitForHydration(page);
    await expect.poll(() => send.isEnabled()).toBe(true);
    await send.click();
    await toast(page, "Message Sent Successfully").waitFor();
    const [stored] = await enquiriesNamed(name);
    expect(stored?.fields).toMatchObject({ Name: name, Mobile: "9876543210" });
    await close();
  });

  it("stores one enquiry when the button is double-clicked", async () => {
    const { page, close } = await openPage();
    await page.goto(`${stack.siteUrl}/contact`);
    const name = "Double Click Case";
    await fill(page, valid(name));
    await page.getByRole("button", { name: "Send Message" }).dblclick();
    await toast(page, "Message Sent Successfully").waitFor();
    // Let a second write, if one had started, land before counting.
    await page.waitForLoadState("networkidle");
    expect(await enquiriesNamed(name)).toHaveLength(1);
    expect(await toast(page, "Message Sent Successfully").count()).toBe(1);
    await close();
  });
});
