/**
 * How a build error names a place in a manifest: a page by its route, then the field inside it
 * (`page '/about', field 'sections.1.cta'`), anything else by its dotted path (`field
 * 'header.variant'`).
 * @param manifest the manifest as read (validated or not): only `pages[N].path` is read
 * @param path the field's path, as segments or dotted (`pages.1.sections.0`)
 */
export function manifestField(manifest: unknown, path: readonly PropertyKey[] | string): string {
  const segments = typeof path === "string" ? path.split(".") : path.map(String);
  const [first, index, ...rest] = segments;
  const route = first === "pages" ? pageRoute(manifest, Number(index)) : undefined;
  if (route === undefined) return `field '${segments.join(".") || "(root)"}'`;
  return rest.length === 0 ? `page '${route}'` : `page '${route}', field '${rest.join(".")}'`;
}

/** The route of the manifest's page at `index`, when it has one that reads as a path. */
function pageRoute(manifest: unknown, index: number): string | undefined {
  if (!manifest || typeof manifest !== "object" || !("pages" in manifest)) return undefined;
  const { pages } = manifest;
  const page: unknown = Array.isArray(pages) ? pages[index] : undefined;
  if (!page || typeof page !== "object" || !("path" in page)) return undefined;
  return typeof page.path === "string" && page.path.startsWith("/") ? page.path : undefined;
}
