import { describe, expect, it } from "vitest";
import { BrandError, loadBrand } from "../../../../../scripts/brand/brandLoader";
import {
  rawCopyKeyCheck,
  rawCopyKeys,
} from "../../../../../scripts/siteBuild/prerender/rawCopyKeys";
import { FIXTURE_BRANDS_DIR } from "../../../../support/brands";

const keysOf = (html: string) =>
  rawCopyKeys(html, (text) => text.startsWith("home.") || text.startsWith("products."));

describe("rawCopyKeys", () => {
  it("finds a key shown as text or in an attribute a visitor hears", () => {
    expect(
      keysOf(
        '<main><h3>Valves</h3><p>products.valves.text</p><img alt="home.resale.imageAlt" src="/assets/home.resale.png"></main>',
      ),
    ).toEqual(["products.valves.text", "home.resale.imageAlt"]);
  });

  it("leaves scripts, styles, addresses, file names and other dotted words alone", () => {
    expect(
      keysOf(
        [
          '<script type="application/json">{"home.hero.heading":"Welcome"}</script>',
          "<style>.home.hero{}</style>",
          '<a href="/products.valves.html">Mail home.example@products.example, e.g. now</a>',
          '<meta property="og:image" content="https://home.example/assets/home.x.png">',
        ].join(""),
      ),
    ).toEqual([]);
  });
});

describe("rawCopyKeyCheck", () => {
  it("fails naming the brand, each page's route and the raw keys it shows", async () => {
    const brand = await loadBrand("fixture", FIXTURE_BRANDS_DIR);
    const clean = rawCopyKeyCheck(brand);
    clean.inspect("/", "<main><h1>Welcome to Fixture Bakery</h1></main>");
    expect(() => clean.refuse()).not.toThrow();
    const broken = rawCopyKeyCheck(brand);
    broken.inspect("/", "<main><h1>Welcome to Fixture Bakery</h1></main>");
    broken.inspect("/hi/breads", "<main><h3>Fixture Rye</h3><p>breads.rye.text</p></main>");
    const error = (() => {
      try {
        broken.refuse();
      } catch (caught: unknown) {
        return caught;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(BrandError);
    const message = error instanceof Error ? error.message : "";
    expect(message).toContain("Brand 'fixture': prerendered pages show raw copy keys");
    expect(message.split("\n").slice(1)).toEqual(["  - page '/hi/breads' shows 'breads.rye.text'"]);
  });
});
