import type { Manifest } from "../brand/manifestSchema";
import { localePath } from "../i18n/localePath";

/** A web app manifest (`manifest.webmanifest`), the fields browsers use for a site like ours. */
export interface WebAppManifest {
  name: string;
  short_name: string;
  description: string;
  lang: string;
  start_url: string;
  scope: string;
  display: "browser";
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose: "any" }>;
}

/**
 * The brand's web app manifest in `locale`: its name, the home page's description in that
 * locale, the locale's home as start, the theme's chrome colour (the header's background, which
 * the browser's toolbar then matches) and background colour, and its icon when it is vector.
 * @param icon the icon's URL path and MIME type (`image/svg+xml` scales to any size)
 */
export function webAppManifest(
  manifest: Manifest,
  locale: string,
  description: string,
  icon: { url: string; type: string },
): WebAppManifest {
  return {
    name: manifest.name,
    short_name: manifest.name,
    description,
    lang: locale,
    start_url: localePath(manifest, locale, "/"),
    scope: "/",
    display: "browser",
    theme_color: manifest.theme.colors.chrome,
    background_color: manifest.theme.colors.background,
    // Only a vector icon has a size we can state ("any"); a raster favicon is too small to list.
    icons:
      icon.type === "image/svg+xml"
        ? [{ src: icon.url, sizes: "any", type: icon.type, purpose: "any" }]
        : [],
  };
}
