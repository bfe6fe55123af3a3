const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "apos" }[c]};`,
  );

/** One page of the sitemap: its address and the same page's address in every language. */
export interface SitemapEntry {
  /** An address such as `/hi/about`. */
  path: string;
  /** `hreflang` (a locale or `x-default`) → address; empty for a site with one language. */
  alternates: ReadonlyArray<{ hreflang: string; path: string }>;
}

/**
 * `sitemap.xml` listing exactly `entries`, each as an absolute URL on `siteUrl` with its
 * language alternates as `xhtml:link` elements (Google's form for multilingual sitemaps).
 * @param siteUrl the public origin without trailing slash (manifest `siteUrl`)
 */
export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const url = (path: string) => escapeXml(`${siteUrl}${path}`);
  const urls = entries.map(({ path, alternates }) => {
    const links = alternates.map(
      ({ hreflang, path: other }) =>
        `\n    <xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${url(other)}"/>`,
    );
    return `  <url><loc>${url(path)}</loc>${links.join("")}${links.length > 0 ? "\n  " : ""}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** `robots.txt`: every page may be crawled, and the sitemap is on `siteUrl`. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
