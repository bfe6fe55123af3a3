const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "apos" }[c]};`,
  );

/**
 * `sitemap.xml` listing exactly `routes`, each as an absolute URL on `siteUrl`.
 * @param siteUrl the public origin without trailing slash (manifest `siteUrl`)
 * @param routes route paths such as `/` and `/about`
 */
export function sitemapXml(siteUrl: string, routes: readonly string[]): string {
  const urls = routes.map((route) => `  <url><loc>${escapeXml(`${siteUrl}${route}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** `robots.txt`: every page may be crawled, and the sitemap is on `siteUrl`. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
