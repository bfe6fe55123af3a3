import { readFile } from "node:fs/promises";
import { beforeAll, describe, expect, it } from "vitest";
import { listBrands } from "../../scripts/brand/brandLoader";
import type { BrandBuild } from "../../scripts/siteBuild/buildBrand";
import { routeFile } from "../../scripts/siteBuild/prerender/prerender";
import { sharedBuild } from "../support/builtSite";

/** An attribute of one tag's markup, whatever the case of its name; undefined when absent. */
const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];

/** What a prerendered page asks for first among its images. */
interface ImagePriority {
  /** Each `<link rel="preload" as="image">` with a `srcset`: its srcset, sizes, type, priority. */
  preloads: { srcSet?: string; sizes?: string; type?: string; priority?: string }[];
  /** The tags marked `fetchpriority="high"`, outside the head's links. */
  high: string[];
  /** The `<picture>` whose `<img>` is marked high: its AVIF source's srcset and sizes, its img. */
  hero?: { srcSet?: string; sizes?: string; img: string };
}

/** Reads `html`'s image preloads and the images it fetches with high priority. */
function imagePriority(html: string): ImagePriority {
  const [head = "", body = ""] = html.split("</head>");
  const preloads = [...head.matchAll(/<link rel="preload" as="image"[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => attribute(tag, "imagesrcset") !== undefined)
    .map((tag) => ({
      srcSet: attribute(tag, "imagesrcset"),
      sizes: attribute(tag, "imagesizes"),
      type: attribute(tag, "type"),
      priority: attribute(tag, "fetchpriority"),
    }));
  const high = [...body.matchAll(/<[a-z]+\s[^>]*fetchpriority="high"[^>]*>/gi)].map(([tag]) => tag);
  const picture = [...body.matchAll(/<picture[^>]*>([\s\S]*?)<\/picture>/g)].find(([, inner]) =>
    /<img[^>]*fetchpriority="high"/i.test(inner ?? ""),
  )?.[1];
  const avif = picture && /<source type="image\/avif"[^>]*>/.exec(picture)?.[0];
  const img = picture && /<img[^>]*>/.exec(picture)?.[0];
  return {
    preloads,
    high,
    hero:
      avif && img
        ? { srcSet: attribute(avif, "srcset"), sizes: attribute(avif, "sizes"), img }
        : undefined,
  };
}

const brands = await listBrands();
const builds = new Map<string, BrandBuild>();
beforeAll(async () => {
  for (const brand of brands) builds.set(brand, await sharedBuild(brand));
});

/** Every prerendered page of `brand`'s build, read. */
async function pages(brand: string): Promise<Map<string, ImagePriority>> {
  const build = builds.get(brand);
  if (!build) throw new Error(`${brand} was not built`);
  const read = new Map<string, ImagePriority>();
  for (const route of build.routes) {
    read.set(route, imagePriority(await readFile(routeFile(build.outDir, route), "utf8")));
  }
  return read;
}

describe.each(brands)("the %s build's largest image", (brand) => {
  it("is preloaded from the head, in its picture's AVIF srcset at high priority, wherever it is marked high, and nothing else is", async () => {
    for (const [route, { preloads, high, hero }] of await pages(brand)) {
      expect(high.length, route).toBeLessThanOrEqual(1);
      if (!hero) {
        expect(preloads, route).toEqual([]);
        continue;
      }
      expect(preloads, route).toEqual([
        { srcSet: hero.srcSet, sizes: hero.sizes, type: "image/avif", priority: "high" },
      ]);
      expect(hero.srcSet, route).toMatch(/\.avif 400w, .*\.avif 1920w$/);
    }
  });
});

describe("the engineering site", () => {
  it("preloads the home's first slide in both languages, each hero photo, and no image on a page whose first section has none", async () => {
    const read = await pages("engineering");
    for (const home of ["/", "/hi"]) {
      expect(read.get(home)?.hero?.img, home).toContain('class="slides__image"');
      expect(read.get(home)?.hero?.srcSet, home).toContain("home-slide-1");
      expect(read.get(home)?.preloads, home).toHaveLength(1);
    }
    expect(read.get("/about")?.hero?.img).toContain('class="hero__image"');
    for (const route of ["/contact", "/privacy-policy", "/hi/contact"]) {
      expect(read.get(route)?.preloads, route).toEqual([]);
      expect(read.get(route)?.high, route).toEqual([]);
    }
  });
});
