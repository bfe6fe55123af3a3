import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import i18next from "i18next";
import { copyVariables } from "../../src/brand/copyVariables";
import type { SiteHead } from "../../src/router/routeHead";
import { robotsTxt, sitemapXml } from "../../src/seo/sitemap";
import { siteSocialMeta } from "../../src/seo/socialMeta";
import { jsonLdMeta, structuredData } from "../../src/seo/structuredData";
import { webAppManifest } from "../../src/seo/webAppManifest";
import type { LoadedBrand } from "./brandLoader";
import { imageMediaType } from "./imageMediaType";

/** Path of the web app manifest in every build. */
const WEB_APP_MANIFEST = "/manifest.webmanifest";

/**
 * Copies `file` into `outDir/assets/` named by its content hash alone, so Hosting's year-long
 * immutable caching of `/assets/**` is safe for it (and no brand's file names leak into another
 * brand's build), and returns its URL path.
 */
async function emitHashedAsset(outDir: string, file: string): Promise<string> {
  const content = await readFile(file);
  const hash = createHash("sha256").update(content).digest("base64url").slice(0, 16);
  const url = `/assets/${hash}${path.extname(file)}`;
  await mkdir(path.join(outDir, "assets"), { recursive: true });
  await writeFile(path.join(outDir, url), content);
  return url;
}

/** What the build adds for search engines, link previews and browsers. */
interface BrandSeo {
  /**
   * The head tags every page shares, which the prerender alone writes: theme colour, web app
   * manifest, the site's Open Graph and Twitter card tags, and on the home page the JSON-LD blocks.
   */
  siteHead: SiteHead;
  /** Writes `sitemap.xml` (exactly `routes`), `robots.txt` and the web app manifest into the build. */
  writeFiles: (routes: readonly string[]) => Promise<void>;
}

/**
 * Prepares a brand's SEO output for a build in `outDir`: copies its share image and icon there as
 * real files (Vite inlines a small icon as a data: URI, which a crawler cannot fetch).
 */
export async function prepareBrandSeo(brand: LoadedBrand, outDir: string): Promise<BrandSeo> {
  const { manifest } = brand;
  const { siteUrl } = manifest;
  // i18next itself, not createI18n: that one loads React into the build process, before Vite's
  // production builds, and the prerender would then mix React's development and production builds.
  const i18n = i18next.createInstance();
  await i18n.init({
    resources: brand.resources,
    lng: manifest.defaultLocale,
    keySeparator: false,
    nsSeparator: false,
    // The same `{{product}}`, `{{company}}`, ... as the pages, so no data block holds a raw variable.
    interpolation: { escapeValue: false, defaultVariables: copyVariables(manifest) },
  });
  const { t } = i18n;
  const emit = async (asset: string) => {
    const file = brand.assetFiles.get(asset);
    if (!file) throw new Error(`Brand '${brand.id}': asset ${asset} was not loaded`);
    return emitHashedAsset(outDir, file);
  };
  const iconUrl = await emit(manifest.icon);
  const share = manifest.shareImage;
  const image = share
    ? {
        url: `${siteUrl}${await emit(share.src)}`,
        width: share.width,
        height: share.height,
        alt: manifest.name,
      }
    : null;
  const jsonLd = structuredData(manifest, t, {
    logo: `${siteUrl}${iconUrl}`,
    image: image?.url ?? null,
  });

  return {
    siteHead: (route) => ({
      meta: [
        { name: "theme-color", content: manifest.theme.colors.chrome },
        ...siteSocialMeta({ name: manifest.name, image }),
        ...(route === "/" ? jsonLd.map(jsonLdMeta) : []),
      ],
      links: [{ rel: "manifest", href: WEB_APP_MANIFEST }],
    }),
    async writeFiles(routes) {
      const type = imageMediaType(manifest.icon) ?? "application/octet-stream";
      const appManifest = webAppManifest(manifest, t("page.home.description"), {
        url: iconUrl,
        type,
      });
      await writeFile(path.join(outDir, "sitemap.xml"), sitemapXml(siteUrl, routes));
      await writeFile(path.join(outDir, "robots.txt"), robotsTxt(siteUrl));
      await writeFile(
        path.join(outDir, WEB_APP_MANIFEST),
        `${JSON.stringify(appManifest, null, 2)}\n`,
      );
    },
  };
}
