import { readFile } from "node:fs/promises";
import path from "node:path";
import {
  type CommandHelp,
  invalidArgument,
  orExit,
  parseCommandLine,
  parsedOrExit,
} from "../lib/commandLine";

/**
 * One-off maintainers' script: draws a brand's share image (Open Graph / Twitter card, the
 * manifest's `shareImage`) from its name, home-page title, icon and theme colours, and saves it as
 * a PNG of exactly `shareImage.width` × `shareImage.height` px. Chromium does the rasterising, so
 * no image library is needed. Run it again after a rebrand and commit the file:
 *
 *   npx tsx scripts/artwork/renderShareImage.ts --brand <id>
 */

async function renderShareImage(id: string): Promise<string> {
  const brand = await loadBrand(id, undefined, { requireAssets: false });
  const { manifest } = brand;
  const share = manifest.shareImage;
  if (!share) throw new BrandError(`Brand '${id}' has no shareImage in its manifest`);
  const iconFile = brand.assetFiles.get(manifest.icon);
  if (!iconFile) throw new BrandError(`Brand '${id}': its icon ${manifest.icon} is not listed`);
  const icon = `data:image/svg+xml;base64,${(await readFile(iconFile)).toString("base64")}`;
  const { t } = createI18n(brand.resources, manifest.defaultLocale);
  const { colors, fonts } = manifest.theme;
  const html = `<!doctype html><html><head><style>
    html, body { margin: 0; }
    body { width: ${share.width}px; height: ${share.height}px; box-sizing: border-box;
      padding: 72px 84px; display: flex; flex-direction: column; justify-content: space-between;
      background: linear-gradient(135deg, ${colors.chrome} 0%, ${colors.primary} 100%);
      color: ${colors.onChrome}; font-family: ${fonts.heading}; }
    .brand { display: flex; align-items: center; gap: 28px; font-size: 44px; font-weight: 700; }
    .brand img { width: 104px; height: 104px; border-radius: 20px; }
    h1 { font-size: 68px; line-height: 1.12; margin: 0; max-width: 960px; }
    .foot { display: flex; justify-content: space-between; align-items: center; font-size: 30px;
      font-family: ${fonts.body}; }
    .bar { width: 180px; height: 12px; border-radius: 6px; background: ${colors.accent}; }
  </style></head><body>
    <div class="brand"><img src="${icon}" alt="" /><span class="name"></span></div>
    <h1></h1>
    <div class="foot"><span class="host"></span><span class="bar"></span></div>
  </body></html>`;

  const browser = await launchChromium();
  try {
    const page = await browser.newPage({
      viewport: { width: share.width, height: share.height },
      deviceScaleFactor: 1,
    });
    await page.setContent(html);
    // The copy goes in as text, through the DOM, so no character of it is read as markup.
    await page.evaluate(
      (texts) => {
        for (const [selector, text] of Object.entries(texts)) {
          const element = document.querySelector(selector);
          if (element) element.textContent = text;
        }
      },
      {
        ".name": manifest.name,
        h1: t("page.home.title"),
        ".host": new URL(manifest.siteUrl).host,
      },
    );
    const file = path.join(brand.dir, share.src);
    await page.screenshot({ path: file, type: "png" });
    return file;
  } finally {
    await browser.close();
  }
}

const shareImage = {
  name: "renderShareImage",
  invocation: "npx tsx scripts/artwork/renderShareImage.ts",
  summary:
    "Draws each brand's share image (the manifest's shareImage: name, home-page title, icon, theme colours) with Chromium and saves it as a PNG in the brand's folder; commit it after a rebrand.",
  options: {
    brand: {
      type: "string",
      value: "<id>|all",
      multiple: true,
      description: "the brand, or every brand in brands/; may be given more than once (required)",
    },
  },
  example: "npx tsx scripts/artwork/renderShareImage.ts --brand engineering --brand healthcare",
} satisfies CommandHelp;
const asked = parsedOrExit(() => {
  const parsed = parseCommandLine(process.argv.slice(2), shareImage);
  if ("help" in parsed) return parsed;
  const brands = [parsed.values.brand].flat().filter((value) => typeof value === "string");
  if (brands.length > 0) return { brands };
  throw invalidArgument("name a brand: --brand <id>, or --brand all.", shareImage);
}).brands;
// Chromium's driver, i18next and the brand loader load once the command line is read: --help and
// a mistyped option answer without them.
const [{ createI18n }, { BrandError, listBrands, loadBrand }, { launchChromium }] =
  await Promise.all([
    import("../../src/i18n/createI18n"),
    import("../brand/brandLoader"),
    import("../lib/chromium.ts"),
  ]);
await orExit(async () => {
  const ids = asked.includes("all") ? await listBrands() : asked;
  for (const id of ids) console.log(`wrote ${await renderShareImage(id)}`);
});
