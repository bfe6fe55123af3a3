/**
 * Screenshots of every route of a built brand at phone (375 px) and wide desktop (1440 px) widths,
 * full page, into `.local/screenshots/<brand>/` (`<brand>/<locale>/` for a locale other than the
 * default), in each locale asked for, plus the states a visitor opens: the phone menu and the
 * dropdown, the first photo in the lightbox with its caption, the carousel moved on a slide, a
 * form with a marked (invalid) field and its toast, the 404 page and the offline page. Reports any page wider than
 * its viewport (sideways scrolling). Pages are taken hydrated and with reduced motion, so they
 * show their finished state (counters at their targets, not counting up from 0).
 * Build first: `npm run build -- --brand <id>`.
 * Usage: `npx tsx scripts/screenshots/screenshots.ts [--brand <id>] [--locale <locale>|all]`
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { Page } from "playwright-core";
import { DEFAULT_BRAND } from "../brand/defaultBrand";
import {
  brandOption,
  type CommandHelp,
  chosenBrand,
  commandLineOrExit,
  invalidArgument,
  orExit,
} from "../lib/commandLine";
import { repoRoot } from "../lib/repoRoot";

const screenshots: CommandHelp = {
  name: "screenshots",
  invocation: "npx tsx scripts/screenshots/screenshots.ts",
  summary: `Full-page screenshots of every route of a built brand at 375 and 1440 px (plus the menu, lightbox, carousel, a marked form field with its toast, the 404 page and the offline page) into .local/screenshots/<brand>/ (<brand>/<locale>/ for another locale than the default); reports pages wider than their viewport. Build first: npm run build -- --brand <id>.`,
  options: {
    brand: brandOption(process.env, DEFAULT_BRAND),
    locale: {
      type: "string",
      value: "<locale>|all",
      description: "the locale to take, or all of the brand's (default: the brand's default)",
    },
  },
  example: "npx tsx scripts/screenshots/screenshots.ts --brand healthcare --locale all",
};
const { values } = commandLineOrExit(process.argv.slice(2), screenshots);
const brand = chosenBrand(values.brand, process.env, DEFAULT_BRAND);
// Chromium's driver, the build's modules and the brand loader load only now, once the command
// line is read: --help and a mistyped option answer at once.
const [
  { localePath },
  { OFFLINE_PATH },
  { SUBSCRIPTION_PATH },
  { loadBrand },
  { readHostingTarget },
  { serveStatic },
  { launchChromium },
  { waitForHydration },
  { defaultOutDir },
] = await Promise.all([
  import("../../src/i18n/localePath"),
  import("../../src/i18n/offlinePath"),
  import("../../src/i18n/subscriptionPath"),
  import("../brand/brandLoader"),
  import("../hosting/firebaseConfig"),
  import("../hosting/serveStatic"),
  import("../lib/chromium"),
  import("../lib/waitForHydration"),
  import("../siteBuild/buildBrand"),
]);
const { manifest } = await orExit(() => loadBrand(brand));
const asked = typeof values.locale === "string" ? values.locale : manifest.defaultLocale;
if (asked !== "all" && !manifest.locales.includes(asked)) {
  console.error(
    `error: ${invalidArgument(`'${asked}' is not a locale of ${brand} (${manifest.locales.join(", ")}, or all).`, screenshots).message}`,
  );
  process.exit(1);
}
const locales = asked === "all" ? manifest.locales : [asked];
const { server, url } = await serveStatic({
  dir: defaultOutDir(brand),
  port: 0,
  hosting: await readHostingTarget(brand),
});
/** Opens a route hydrated, with every lazy image loaded, at the top of the page. */
async function open(page: Page, route: string): Promise<void> {
  await page.goto(`${url}${route}`, { waitUntil: "load" });
  await waitForHydration(page);
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(600);
}

/**
 * What the screenshots type into a form, by locale (English for a locale not listed): in Hindi a
 * name with ऋ, which the Hindi copy never uses, so the full Devanagari face draws it.
 */
const TYPED: Record<string, { name: string; message: string }> = {
  en: { name: "Asha Verma", message: "Please call me about an order." },
  hi: { name: "ऋचा वर्मा", message: "कृपया ऑर्डर के बारे में मुझे फ़ोन करें।" },
};

/** The visible part of the page, as `name` with `state` added: `contact-375-form.png`. */
function shoot(page: Page, outDir: string, name: string, state: string): Promise<Buffer> {
  return page.screenshot({ path: path.join(outDir, name.replace(".png", `-${state}.png`)) });
}

/** The states a visitor opens on the route now showing, each where the page has it. */
async function shootStates(
  page: Page,
  outDir: string,
  name: string,
  locale: string,
): Promise<void> {
  // The first photo in the lightbox, with its caption.
  const photo = page.locator(".gallery__link").first();
  if ((await photo.count()) > 0) {
    await photo.scrollIntoViewIfNeeded();
    await photo.click();
    await page.locator(".pswp--open").waitFor();
    await page.waitForTimeout(800);
    await shoot(page, outDir, name, "lightbox");
    await page.keyboard.press("Escape");
    await page.waitForTimeout(600);
  }
  // The carousel moved on one slide by its arrow.
  const carousel = page.locator(".carousel").first();
  if ((await carousel.count()) > 0) {
    await carousel.locator(".slider-button").last().click();
    // The pointer off the button, so it shows at rest rather than hovered.
    await page.mouse.move(0, 0);
    await page.waitForTimeout(800);
    await carousel.screenshot({ path: path.join(outDir, name.replace(".png", "-carousel.png")) });
  }
  // A form sent with a mobile number too short: the field marked, its message, and the toast.
  const form = page.locator("form.contact-form").first();
  if ((await form.count()) > 0) {
    const typed = TYPED[locale] ?? TYPED.en;
    await form.locator("[name=Name]").fill(typed?.name ?? "");
    await form.locator("[name=Email]").fill("asha@example.in");
    await form.locator("[name=Mobile]").fill("98100");
    await form.locator("[name=Services]").selectOption({ index: 1 });
    await form.locator("[name=Message]").fill(typed?.message ?? "");
    await form.locator("button[type=submit]").click();
    await page.locator(".Toastify__toast").first().waitFor();
    await page.waitForTimeout(800);
    await shoot(page, outDir, name, "form");
  }
}

const browser = await launchChromium();
try {
  for (const locale of locales) {
    const outDir = path.join(
      repoRoot,
      ".local",
      "screenshots",
      brand,
      ...(locale === manifest.defaultLocale ? [] : [locale]),
    );
    await mkdir(outDir, { recursive: true });
    const address = (route: string) => localePath(manifest, locale, route);
    for (const width of [375, 1440]) {
      // Reduced motion: counters show their targets at once instead of counting up from 0.
      const page = await browser.newPage({
        viewport: { width, height: 800 },
        reducedMotion: "reduce",
      });
      for (const { path: route } of manifest.pages) {
        await open(page, address(route));
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        if (overflow > 0)
          console.warn(`${address(route)} at ${width}px scrolls sideways by ${overflow}px`);
        const name = `${route === "/" ? "home" : route.slice(1).replaceAll("/", "_")}-${width}.png`;
        await page.screenshot({ path: path.join(outDir, name), fullPage: true });
        await shootStates(page, outDir, name, locale);
      }
      // The phone menu, and the dropdown, open on the home page.
      await open(page, address("/"));
      const menu = page.locator(".site-header__menu-button");
      if (await menu.isVisible()) await menu.click();
      const dropdown = page.locator(".dropdown__toggle").first();
      if ((await dropdown.count()) > 0) await dropdown.click();
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(outDir, `menu-${width}.png`) });
      await open(page, address("/no-such-page"));
      await page.screenshot({ path: path.join(outDir, `404-${width}.png`), fullPage: true });
      // The offline page: prerendered without the app's scripts, so there is no hydration to wait for.
      await page.goto(`${url}${address(OFFLINE_PATH)}`, { waitUntil: "load" });
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: path.join(outDir, `offline-${width}.png`), fullPage: true });
      // The page a subscription's mailed links open, when its brand has one: with no link in the
      // address it says once the app has run that the link does not work.
      if (manifest.footer.variant === "subscribe") {
        await open(page, address(SUBSCRIPTION_PATH));
        await page.locator(".subscription-page a.button").waitFor();
        await page.screenshot({
          path: path.join(outDir, `subscription-${width}.png`),
          fullPage: true,
        });
      }
      await page.close();
    }
    console.log(`screenshots in ${path.relative(process.cwd(), outDir)}/`);
  }
} finally {
  await browser.close();
  server.close();
}
