import { createMemoryHistory, HeadContent, RouterContextProvider } from "@tanstack/react-router";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { loadBrand } from "../../../scripts/brand/brandLoader";
import type { BrandImage } from "../../../src/brand/brandImage";
import type { Manifest } from "../../../src/brand/manifestSchema";
import { splitBrand } from "../../../src/brand/splitBrand";
import { createLocaleI18n } from "../../../src/i18n/localeI18n";
import { createAppRouter } from "../../../src/router/createAppRouter";
import type { SiteHead } from "../../../src/router/routeHead";
import { jsonLdMeta } from "../../../src/seo/structuredData";
import { FIXTURE_BRANDS_DIR } from "../../support/brands";
import { copyLoaderOf, pageLoaderOf } from "../../support/pageLoader";

const fixture = await loadBrand("fixture", FIXTURE_BRANDS_DIR);

/** The head tags the router renders at `path`, as the prerender writes them. */
async function headAt(path: string, options: { manifest?: Manifest; siteHead?: SiteHead } = {}) {
  const split = splitBrand<BrandImage>(options.manifest ?? fixture.manifest, fixture.resources, {
    assets: {},
    images: {},
  });
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter(split.manifest, history, createLocaleI18n(), {
    loadPage: pageLoaderOf(split.pages),
    loadCopy: copyLoaderOf(split.resources),
    siteHead: options.siteHead,
  });
  await router.load();
  return renderToString(
    <RouterContextProvider router={router}>
      <HeadContent />
    </RouterContextProvider>,
  );
}

const count = (html: string, pattern: RegExp) => html.match(new RegExp(pattern, "g"))?.length ?? 0;

describe("route heads", () => {
  it("give a page its title, description, canonical link and social tags, once each", async () => {
    const html = await headAt("/breads");
    expect(html).toContain("<title>Breads | Fixture Bakery</title>");
    expect(html).toContain('<meta name="description" content="Every fixture bread we bake."/>');
    expect(html).toContain('<link rel="canonical" href="https://fixture.example/breads"/>');
    expect(html).toContain('<meta property="og:url" content="https://fixture.example/breads"/>');
    expect(html).toContain('<meta property="og:title" content="Breads | Fixture Bakery"/>');
    expect(html).toContain('<meta name="twitter:title" content="Breads | Fixture Bakery"/>');
    for (const tag of [/<title>/, /name="description"/, /rel="canonical"/, /"og:title"/]) {
      expect(count(html, tag), String(tag)).toBe(1);
    }
  });

  it("link a page to itself in every language, the default one as x-default", async () => {
    for (const path of ["/breads", "/hi/breads"]) {
      const html = await headAt(path);
      expect(html).toContain(
        `<link rel="canonical" href="https://fixture.example${path}"/>` +
          '<link rel="alternate" hrefLang="en" href="https://fixture.example/breads"/>' +
          '<link rel="alternate" hrefLang="hi" href="https://fixture.example/hi/breads"/>' +
          '<link rel="alternate" hrefLang="x-default" href="https://fixture.example/breads"/>',
      );
    }
    expect(await headAt("/hi")).toContain("<title>Fixture Bakery | रोज़ ताज़ा फिक्सचर ब्रेड</title>");
  });

  it("give an unknown path the not-found title and no canonical link or og:url", async () => {
    const html = await headAt("/no/such/page");
    expect(html).toContain("<title>Page not found | Fixture Bakery</title>");
    expect(html).toContain('<meta property="og:title" content="Page not found | Fixture Bakery"/>');
    expect(html).not.toContain("canonical");
    expect(html).not.toContain("og:url");
  });

  it("escape copy in the tags", async () => {
    const manifest = { ...fixture.manifest, name: `Tom & "Jerry" <b>` };
    const html = await headAt("/breads", { manifest });
    expect(html).toContain("<title>Breads | Tom &amp; &quot;Jerry&quot; &lt;b&gt;</title>");
    expect(html).toContain('content="Breads | Tom &amp; &quot;Jerry&quot; &lt;b&gt;"');
  });

  it("add the build's site tags, with JSON-LD whose text cannot close its script tag", async () => {
    const name = "</script><script>alert(1)</script>";
    const siteHead: SiteHead = (route) => ({
      meta: [
        { name: "theme-color", content: "#123456" },
        ...(route.path === "/" ? [jsonLdMeta({ name })] : []),
      ],
      links: [{ rel: "manifest", href: "/manifest.webmanifest" }],
    });
    const home = await headAt("/", { siteHead });
    expect(home).toContain('<meta name="theme-color" content="#123456"/>');
    expect(home).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
    expect(count(home, /<\/script>/)).toBe(1);
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(home)?.[1] ?? "";
    expect(JSON.parse(json)).toEqual({ name });
    expect(await headAt("/hi", { siteHead })).toContain("ld+json");
    const notFound = await headAt("/nope", { siteHead });
    expect(notFound).toContain('<meta name="theme-color" content="#123456"/>');
    expect(notFound).not.toContain("ld+json");
  });
});
