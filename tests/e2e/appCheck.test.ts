import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_BRANDS_DIR, loadBrand } from "../../scripts/brand/brandLoader";
import { parseCsp } from "../../scripts/hosting/contentSecurityPolicy";
import { hostingTarget } from "../../scripts/hosting/firebaseConfig";
import { hostingHeaders, serveStatic } from "../../scripts/hosting/serveStatic";
import { closeServer } from "../../scripts/lib/listen";
import { ENQUIRY_COLLECTION } from "../../src/lib/leads/leadStore";
import { requestBuild } from "../support/builtSite";
import { stackFixture } from "../support/localStack";
import { nextFrame } from "../support/nextFrame";
import { hydrated, waitLikeAPerson } from "../support/personPace";
import { openSettled, pageSettled } from "../support/settledPage";
import { browserFixture } from "../support/siteFixture";
import { toast } from "../support/toasts";

// Firebase App Check (src/lib/firebase/startAppCheck.ts). The emulator does not enforce App Check,
// so what is tested is what the browser does: the token on every Firestore request (a test build
// whose custom provider answers a known token), and reCAPTCHA Enterprise loaded on the first
// focus of a form and never before, allowed by the CSP of a build that uses it.

const chromium = browserFixture();

/** Google's hosts (reCAPTCHA, its static files, App Check's token exchange, Firestore itself). */
const GOOGLE_HOST =
  /^https:\/\/([a-z0-9-]+\.)*(google\.com|gstatic\.com|googleapis\.com|recaptcha\.net)\//;

describe("App Check in a test build (custom provider, npm start's stack)", () => {
  const TOKEN = "test-app-check-token";
  // A stack of its own (the run's local build): its site answers the App Check test token.
  const stack = stackFixture("engineering", { appCheckTestToken: TOKEN });

  it("sends the token header on every Firestore request, and the enquiries are stored and mailed", async () => {
    const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const firestore: Request[] = [];
    const google: string[] = [];
    page.on("request", (request) => {
      if (request.url().startsWith(stack.emulator.url)) firestore.push(request);
      if (GOOGLE_HOST.test(request.url())) google.push(request.url());
    });
    await openSettled(page, `${stack.siteUrl}/contact`);
    await hydrated(page);
    const names = ["App Check Case 1", "App Check Case 2"];
    for (const name of names) {
      const form = page.locator("main form");
      await form.getByLabel("Name").fill(name);
      await form.getByLabel("Email").fill("appcheck@example.com");
      await form.getByLabel("Mobile").fill("9876543210");
      await form.getByLabel("Services").selectOption("Sugar Mills");
      await form.getByLabel("Message").fill("Checked by App Check.");
      await waitLikeAPerson(page);
      await form.getByRole("button", { name: "Send Message" }).click();
      await toast(page, "Message Sent Successfully").last().waitFor();
      await expect
        .poll(
          async () =>
            (await stack.documents(ENQUIRY_COLLECTION)).filter(
              (document) => document.fields.Name === name,
            ).length,
          { timeout: 15_000 },
        )
        .toBe(1);
    }
    // Every request the two sends made is answered.
    await pageSettled(page);
    expect(firestore.length).toBeGreaterThanOrEqual(names.length);
    const headers = await Promise.all(
      firestore.map((request) => request.headerValue("x-firebase-appcheck")),
    );
    expect(headers).toEqual(firestore.map(() => TOKEN));
    expect(google).toEqual([]);
    // "Sent" may come from the write a moment before the mail has reached the stand-in.
    await expect
      .poll(
        () => stack.mail.mails().filter((mail) => names.includes(mail.fields.Name ?? "")).length,
      )
      .toBe(names.length);
    await context.close();
  });
});

describe("App Check with reCAPTCHA Enterprise (a production build with the site key)", () => {
  const SITE_KEY = "6Lc-test-site-key";
  let brandsDir: string;
  let url: string;
  let stopServer: () => Promise<void>;
  let csp: string;
  let serviceWorker: string;

  beforeAll(async () => {
    // engineering as a brand that uses App Check: its manifest lists it, its privacy policy says so.
    brandsDir = await mkdtemp(path.join(os.tmpdir(), "appcheck-brands-"));
    await cp(path.join(DEFAULT_BRANDS_DIR, "engineering"), path.join(brandsDir, "engineering"), {
      recursive: true,
    });
    const manifestFile = path.join(brandsDir, "engineering", "manifest.json");
    const manifest: {
      services: string[];
      pages: Array<{ sections: Array<{ type: string; key: string; blocks?: string[] }> }>;
    } = JSON.parse(await readFile(manifestFile, "utf8"));
    manifest.services.push("appCheck");
    const privacy = manifest.pages
      .flatMap((page) => page.sections)
      .find((section) => section.type === "prose" && section.key === "privacy");
    privacy?.blocks?.splice(privacy.blocks.indexOf("privacy.security") + 1, 0, "privacy.appCheck");
    await writeFile(manifestFile, JSON.stringify(manifest, null, 2));
    // A build of its own: its manifest lists App Check and its bundle carries a site key.
    const build = await requestBuild({
      brand: "engineering",
      brandsDir,
      variant: "preview",
      env: {
        VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: SITE_KEY,
        VITE_FIREBASE_PROJECT_ID: "demo-appcheck",
        VITE_FIREBASE_API_KEY: "demo-api-key",
        VITE_FIREBASE_APP_ID: "1:1:web:1",
      },
    });
    const hosting = hostingTarget(
      "engineering",
      (await loadBrand("engineering", brandsDir)).manifest,
    );
    csp = hostingHeaders(hosting, "/contact").get("Content-Security-Policy") ?? "";
    serviceWorker = await readFile(path.join(build.outDir, "sw.js"), "utf8");
    const served = await serveStatic({ dir: build.outDir, port: 0, hosting });
    url = served.url;
    stopServer = () => closeServer(served.server);
  }, 240_000);
  afterAll(async () => {
    await stopServer?.();
    await rm(brandsDir, { recursive: true, force: true });
  });

  /** /contact with every request to a Google host recorded and answered as this offline machine must (refused). */
  async function openContact(): Promise<{ page: Page; google: string[]; violations: string[] }> {
    const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const google: string[] = [];
    const violations: string[] = [];
    page.on("console", (message) => {
      if (message.text().includes("Content Security Policy")) violations.push(message.text());
    });
    // A request the CSP refuses never reaches the route: what arrives here, the policy allowed.
    await page.route(GOOGLE_HOST, (route) => {
      google.push(route.request().url());
      return route.abort("internetdisconnected");
    });
    await openSettled(page, `${url}/contact`);
    await hydrated(page);
    return { page, google, violations };
  }

  it("the served CSP allows reCAPTCHA's script and frame paths and App Check's token host", () => {
    const directives = new Map(parseCsp(csp));
    expect(directives.get("script-src")).toEqual([
      "'self'",
      "https://www.google.com/recaptcha/",
      "https://www.gstatic.com/recaptcha/",
    ]);
    // Beside the footer's map embed, which engineering frames from www.google.com already.
    expect(directives.get("frame-src")).toEqual([
      "https://www.google.com",
      "https://www.google.com/recaptcha/",
      "https://recaptcha.google.com/recaptcha/",
    ]);
    expect(directives.get("connect-src")).toContain(
      "https://content-firebaseappcheck.googleapis.com",
    );
  });

  it("asks no Google host for anything until the visitor first focuses the form, then loads reCAPTCHA Enterprise", async () => {
    const { page, google, violations } = await openContact();
    // Reading the page: scrolling, moving the pointer over the form.
    await page.mouse.wheel(0, 2000);
    await page.locator("main form").hover();
    // What the scroll and the pointer would start is asked for by the next frame.
    await nextFrame(page);
    await pageSettled(page);
    expect(google).toEqual([]);
    await page.locator("main form").getByLabel("Name").focus();
    await expect
      .poll(() => google)
      .toContain("https://www.google.com/recaptcha/enterprise.js?render=explicit");
    expect(violations).toEqual([]);
    await page.context().close();
  });

  it("its service worker holds no App Check code and leaves a queued lead's write to a page (reCAPTCHA needs one)", () => {
    expect(serviceWorker).not.toContain("firebaseappcheck.googleapis.com");
    expect(serviceWorker).not.toContain("recaptcha/enterprise.js");
    expect(serviceWorker).toContain("App Check's reCAPTCHA runs only in a page");
    // It still mails: the EmailJS SDK is in it.
    expect(serviceWorker).toContain("api.emailjs.com");
  });

  it("says so in the privacy policy, in English and in Hindi", async () => {
    const page = await chromium.newPage();
    for (const [path, heading, words] of [
      [
        "/privacy-policy",
        "Protection against abuse",
        /Google reCAPTCHA Enterprise through Firebase App Check/,
      ],
      [
        "/hi/privacy-policy",
        "दुरुपयोग से सुरक्षा",
        /Firebase App Check के ज़रिए Google reCAPTCHA Enterprise/,
      ],
    ] as const) {
      await page.goto(`${url}${path}`);
      expect(await page.getByRole("heading", { name: heading }).isVisible(), path).toBe(true);
      expect(await page.getByText(words).count(), path).toBe(1);
    }
    await page.close();
  });
});
