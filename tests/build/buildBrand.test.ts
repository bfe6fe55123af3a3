import { execFile } from "node:child_process";
import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadBrand } from "../../scripts/brand/brandLoader";
import { ownedScratchDir } from "../../scripts/lib/ownedScratchDir";
import { buildBrand } from "../../scripts/siteBuild/buildBrand";
import { sectionChunkTypes } from "../../scripts/siteBuild/plugins/sectionModules";
import { routeFile } from "../../scripts/siteBuild/prerender/prerender";
import { repoRoot } from "../../scripts/siteBuild/viteConfig";
import { pageSectionTypes } from "../../src/brand/splitBrand";
import { localePath, splitLocalePath } from "../../src/i18n/localePath";
import { FIXTURE_BRANDS_DIR, FIXTURE_PUBLIC_DIR } from "../support/brands";
import { type BuiltSite, buildAndServe } from "../support/builtSite";

const run = promisify(execFile);

/** Every text file of a build, by path relative to its folder. */
async function textFiles(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(html|js|css|svg|json|txt|xml)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, file), await readFile(file, "utf8"));
  }
  return files;
}

/** Copy strings of `id` that no other brand and no shared default has: the brand's own words. */
async function ownStrings(id: string, other: string): Promise<string[]> {
  const mine = (await loadBrand(id)).resources.en?.translation ?? {};
  const theirs = new Set(
    Object.values((await loadBrand(other)).resources.en?.translation ?? {}).flat(),
  );
  return Object.values(mine)
    .flat()
    .filter((text) => !theirs.has(text) && /^[A-Za-z0-9 ,.]{12,}$/.test(text));
}

const sites = new Map<string, BuiltSite>();
beforeAll(async () => {
  // One at a time: two Vite builds at once only fight over the two cores.
  sites.set("engineering", await buildAndServe("engineering"));
  sites.set("healthcare", await buildAndServe("healthcare"));
  sites.set(
    "fixture",
    await buildAndServe("fixture", FIXTURE_BRANDS_DIR, { publicDir: FIXTURE_PUBLIC_DIR }),
  );
});
afterAll(async () => {
  for (const site of sites.values()) await site.close();
});

const site = (id: string): BuiltSite => {
  const built = sites.get(id);
  if (!built) throw new Error(`${id} was not built`);
  return built;
};

describe.each(["engineering", "healthcare", "fixture"])("the %s build", (id) => {
  it("writes one prerendered document per route, with its own head and content", async () => {
    const { build } = site(id);
    const { manifest } = await loadBrand(id, id === "fixture" ? FIXTURE_BRANDS_DIR : undefined);
    expect(build.routes).toEqual(
      manifest.locales.flatMap((locale) =>
        manifest.pages.map((page) => localePath(manifest, locale, page.path)),
      ),
    );
    const titles = new Set<string>();
    for (const route of build.routes) {
      const html = await readFile(routeFile(build.outDir, route), "utf8");
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
      expect(title, route).toBeTruthy();
      titles.add(title ?? "");
      expect(html).toContain(`<html lang="${splitLocalePath(manifest, route).locale}">`);
      expect(html).toMatch(/<meta name="description" content="[^"]{10,}"\/>/);
      expect(html).toContain(`<link rel="canonical" href="${manifest.siteUrl}${route}"/>`);
      expect(html).toMatch(/<main id="main"[^>]*>.*<h1>[^<]+<\/h1>/s);
      expect(html).toMatch(
        /<script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>/,
      );
      expect(html).not.toContain("<!--app-");
    }
    expect(titles.size).toBe(build.routes.length);
  });

  it("writes a not-found page with a link home", async () => {
    const html = await readFile(path.join(site(id).build.outDir, "404.html"), "utf8");
    expect(html).toContain("<h1>Page not found</h1>");
    expect(html).toMatch(/<a [^>]*href="\/"[^>]*>Go to the home page<\/a>/);
    expect(html).not.toContain('rel="canonical"');
  });

  it("answers unknown paths with status 404 and the not-found page, under /hi too", async () => {
    for (const address of ["/no/such/page", "/hi/no/such/page"]) {
      const response = await fetch(`${site(id).url}${address}`);
      expect(response.status).toBe(404);
      // The default locale's; the app turns it into the Hindi one under /hi (tests/e2e/locales).
      expect(await response.text()).toContain("Page not found");
    }
  });
});

describe("a section type added by the recipe in docs/extending.md: its folder and one registry entry (src/sections/quote/)", () => {
  it("renders in the fixture brand's prerendered home page", async () => {
    const html = await readFile(routeFile(site("fixture").build.outDir, "/"), "utf8");
    expect(html).toMatch(
      /<section class="section quote"><div class="section__inner"><h2>What our regulars say<\/h2><figure class="quote__figure"><blockquote class="quote__text"><p>The fixture rye is worth the early queue\.<\/p><\/blockquote><figcaption class="quote__cite">A fixture regular<\/figcaption><\/figure>/,
    );
  });

  it("has a chunk of its own in the fixture build, the one brand whose pages use it", async () => {
    for (const id of ["engineering", "healthcare", "fixture"]) {
      const files = await readdir(path.join(site(id).build.outDir, "assets"));
      expect(
        files.some((file) => /^QuoteSection-[\w-]+\.js$/.test(file)),
        id,
      ).toBe(id === "fixture");
    }
  });
});

describe("files served verbatim at the root (tests/fixtures/public/)", () => {
  const publicFile = (file: string) => readFile(path.join(FIXTURE_PUBLIC_DIR, file), "utf8");
  /** GETs `address` from the fixture site without following a redirect. */
  const get = (address: string) =>
    fetch(`${site("fixture").url}${address}`, { redirect: "manual" });

  /** Expects `address` answered with `file` as it is, of `type`, revalidated on every use. */
  const expectServed = async (address: string, file: string, type: RegExp) => {
    const response = await get(address);
    expect(response.status, address).toBe(200);
    expect(response.headers.get("content-type"), address).toMatch(type);
    // Not content-hashed: never the year-long caching of /assets/.
    expect(response.headers.get("cache-control"), address).toBe("no-cache");
    expect(await response.text(), address).toBe(await publicFile(file));
  };

  it("serves the brand's verification file as it is", async () => {
    // Hosting's clean URLs send `.html` to the address without it, which serves the file.
    const redirect = await get("/google1234abcd.html");
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get("location")).toBe("/google1234abcd");
    await expectServed("/google1234abcd", "fixture/google1234abcd.html", /^text\/html/);
  });

  it("serves the files for every brand, .well-known/ included", async () => {
    await expectServed("/.well-known/security.txt", ".well-known/security.txt", /^text\/plain/);
  });

  it("serves the brand's own file where it has one by the same path as every brand's", async () => {
    expect(await publicFile("fixture/ads.txt")).not.toBe(await publicFile("ads.txt"));
    await expectServed("/ads.txt", "fixture/ads.txt", /^text\/plain/);
  });

  it("lists none of them in the sitemap, and the service worker precaches none", async () => {
    const { outDir } = site("fixture").build;
    const sitemap = await readFile(path.join(outDir, "sitemap.xml"), "utf8");
    const worker = await readFile(path.join(outDir, "sw.js"), "utf8");
    expect(sitemap).toContain("<loc>");
    expect(worker).toContain("offline");
    for (const name of ["google1234abcd", "ads.txt", "security.txt"]) {
      expect(sitemap).not.toContain(name);
      expect(worker).not.toContain(name);
    }
  });
});

describe("a brand the command loaded and checked already", () => {
  it("is built as given, not loaded again from its folder", async () => {
    const loaded = await loadBrand("fixture", FIXTURE_BRANDS_DIR);
    const translation = loaded.resources.en?.translation ?? {};
    const [key, text] =
      Object.entries(translation).find(
        ([, value]) => typeof value === "string" && value.includes("Fixture Bakery"),
      ) ?? [];
    if (key === undefined || typeof text !== "string")
      throw new Error("the fixture's copy names no Fixture Bakery");
    // A string no file of the brand's folder holds: only the given brand can put it in a page.
    const given = {
      ...loaded,
      resources: {
        ...loaded.resources,
        en: {
          translation: { ...translation, [key]: text.replace("Fixture Bakery", "Given Bakery") },
        },
      },
    };
    const outDir = await ownedScratchDir("given-brand-");
    try {
      await buildBrand({
        brand: "fixture",
        brandsDir: FIXTURE_BRANDS_DIR,
        publicDir: null,
        outDir,
        serviceWorker: false,
        loaded: given,
      });
      const pages = [...(await textFiles(outDir)).entries()].filter(([file]) =>
        file.endsWith(".html"),
      );
      expect(pages.some(([, html]) => html.includes("Given Bakery"))).toBe(true);
    } finally {
      await rm(outDir, { recursive: true, force: true });
    }
  });

  it("must be the brand named", async () => {
    const loaded = await loadBrand("fixture", FIXTURE_BRANDS_DIR);
    await expect(buildBrand({ brand: "engineering", loaded })).rejects.toThrow(
      "buildBrand of 'engineering' was given the loaded brand 'fixture'",
    );
  });
});

describe("brand isolation", () => {
  it.each([
    { id: "engineering", other: "healthcare" },
    { id: "healthcare", other: "engineering" },
  ])("the $id build holds none of $other's copy, theme or assets", async ({ id, other }) => {
    const files = await textFiles(site(id).build.outDir);
    const foreign = await ownStrings(other, id);
    expect(foreign.length).toBeGreaterThan(5);
    const otherBrand = await loadBrand(other);
    const ownColours = Object.values((await loadBrand(id)).manifest.theme.colors);
    const foreignColours = Object.values(otherBrand.manifest.theme.colors).filter(
      (colour) => /^#[0-9a-f]{6}$/i.test(colour) && !ownColours.includes(colour),
    );
    expect(foreignColours.length).toBeGreaterThan(3);
    for (const [file, text] of files) {
      const lower = text.toLowerCase();
      for (const phrase of foreign)
        expect(text.includes(phrase), `${file} holds '${phrase}'`).toBe(false);
      for (const colour of foreignColours) {
        expect(lower.includes(colour.toLowerCase()), `${file} holds ${colour}`).toBe(false);
      }
    }
    const ownFiles = [...files.keys()].join("\n");
    for (const asset of otherBrand.assetFiles.keys()) {
      expect(ownFiles.includes(path.parse(asset).name), asset).toBe(false);
    }
  });
});

describe("only the brand's own components", () => {
  it.each(["engineering", "healthcare", "fixture"])(
    "the %s build's section chunks hold each section type its pages use and none of another",
    async (id) => {
      const brand = await loadBrand(id, id === "fixture" ? FIXTURE_BRANDS_DIR : undefined);
      const used = [...new Set(brand.manifest.pages.flatMap(pageSectionTypes))].sort();
      const files = await readdir(path.join(site(id).build.outDir, "assets"));
      const built = files.flatMap(sectionChunkTypes).sort();
      expect(built).toEqual(used);
    },
  );

  it.each(["engineering", "healthcare"])(
    "the %s build's scripts hold no footer markup its pages do not render",
    async (id) => {
      const files = await textFiles(site(id).build.outDir);
      const footerClasses = (text: string) => new Set(text.match(/site-footer__[\w-]+/g) ?? []);
      const rendered = new Set(
        [...files]
          .filter(([file]) => file.endsWith(".html"))
          .flatMap(([, text]) => [...footerClasses(text)]),
      );
      const scripted = [...files]
        .filter(([file]) => file.endsWith(".js"))
        .flatMap(([, text]) => [...footerClasses(text)]);
      expect(scripted.length).toBeGreaterThan(3);
      expect(scripted.filter((name) => !rendered.has(name))).toEqual([]);
    },
  );
});

describe("the brand CLI", () => {
  const cli = (args: string[], env: Record<string, string | undefined> = {}) =>
    run(path.join(repoRoot, "node_modules/.bin/tsx"), ["scripts/cli/cli.ts", ...args], {
      cwd: repoRoot,
      env: { ...process.env, ...env },
    }).then(
      ({ stdout }) => ({ code: 0, stdout, stderr: "" }),
      (error: { code: number; stdout: string; stderr: string }) => ({
        code: error.code,
        stdout: error.stdout,
        stderr: error.stderr,
      }),
    );

  it("prints build's help and exits 0 without building", async () => {
    const { code, stdout, stderr } = await cli(["build", "--help"]);
    expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
    expect(stdout).toContain("usage: npm run build -- [options]");
    expect(stdout).toContain("--brand <id>|all");
  });

  it("refuses an unknown option in one line with exit code 1", async () => {
    const { code, stderr } = await cli(["start", "--prot", "1"]);
    expect(code).toBe(1);
    expect(stderr).toBe("error: unknown option '--prot' for 'start'. Try 'npm start -- --help'.\n");
  });

  it.each([
    { how: "--brand", args: ["build", "--brand", "nosuch"], env: {} },
    { how: "BRAND", args: ["build"], env: { BRAND: "nosuch" } },
  ])(
    "stops the build of an unknown brand named by $how, listing the brands",
    async ({ args, env }) => {
      const { code, stderr } = await cli(args, env);
      expect(code).toBe(1);
      expect(stderr).toContain("Unknown brand 'nosuch'");
      expect(stderr).toMatch(/engineering, .*healthcare/);
    },
  );
});
