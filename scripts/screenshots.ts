/**
 * Screenshots of every route of a built brand at phone (375 px) and wide desktop (1440 px) widths,
 * full page, into `.local/screenshots/<brand>/`, and a report of any page wider than its
 * viewport (sideways scrolling). Build first: `npm run build -- --brand <id>`.
 * Usage: `npx tsx scripts/screenshots.ts [brand]`
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { launchChromium } from "../tests/support/browser";
import { DEFAULT_BRAND, loadBrand } from "./brandLoader";
import { defaultOutDir } from "./buildBrand";
import { commandLineOrExit } from "./commandLine";
import { readHostingTarget } from "./firebaseConfig";
import { repoRoot } from "./repoRoot";
import { serveStatic } from "./serveStatic";

const screenshots = {
  name: "screenshots",
  invocation: "npx tsx scripts/screenshots.ts",
  positionals: "[brand]",
  summary: `Full-page screenshots of every route of a built brand (default: ${DEFAULT_BRAND}) at 375 and 1440 px (plus the lightbox, the open menu and the 404 page) into .local/screenshots/<brand>/; reports pages wider than their viewport. Build first: npm run build -- --brand <id>.`,
  options: {},
  example: "npx tsx scripts/screenshots.ts healthcare",
};
const { positionals } = commandLineOrExit(process.argv.slice(2), screenshots);
if (positionals.length > 1) {
  console.error(
    `error: one brand at a time, not ${positionals.length}. Try '${screenshots.invocation} --help'.`,
  );
  process.exit(1);
}
const brand = positionals[0] ?? DEFAULT_BRAND;
const { manifest } = await loadBrand(brand);
const outDir = path.join(repoRoot, ".local", "screenshots", brand);
await mkdir(outDir, { recursive: true });
const { server, url } = await serveStatic({
  dir: defaultOutDir(brand),
  port: 0,
  hosting: await readHostingTarget(brand),
});
const browser = await launchChromium();
try {
  for (const width of [375, 1440]) {
    const page = await browser.newPage({ viewport: { width, height: 800 } });
    for (const { path: route } of manifest.pages) {
      await page.goto(`${url}${route}`, { waitUntil: "load" });
      // Scroll through so lazy images and count-ups run, then back to the top.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForTimeout(1200);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      if (overflow > 0) console.warn(`${route} at ${width}px scrolls sideways by ${overflow}px`);
      const name = `${route === "/" ? "home" : route.slice(1).replaceAll("/", "_")}-${width}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage: true });
      // The states a visitor opens: the first photo in the lightbox, with its caption.
      const photo = page.locator(".gallery__link").first();
      if ((await photo.count()) > 0) {
        await photo.scrollIntoViewIfNeeded();
        await photo.click();
        await page.locator(".pswp--open").waitFor();
        await page.waitForTimeout(800);
        await page.screenshot({ path: path.join(outDir, name.replace(".png", "-lightbox.png")) });
        await page.keyboard.press("Escape");
        await page.waitForTimeout(600);
      }
    }
    // The phone menu, and the dropdown, open on the home page.
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(1000);
    const menu = page.locator(".site-header__menu-button");
    if (await menu.isVisible()) await menu.click();
    const dropdown = page.locator(".dropdown__toggle").first();
    if ((await dropdown.count()) > 0) await dropdown.click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(outDir, `menu-${width}.png`) });
    await page.goto(`${url}/no-such-page`, { waitUntil: "load" });
    await page.waitForTimeout(800);
    await page.screenshot({ path: path.join(outDir, `404-${width}.png`), fullPage: true });
    await page.close();
  }
  console.log(`screenshots in ${path.relative(process.cwd(), outDir)}/`);
} finally {
  await browser.close();
  server.close();
}
