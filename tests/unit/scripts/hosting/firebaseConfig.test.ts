import path from "node:path";
import { describe, expect, it } from "vitest";
import { listBrands, loadBrand } from "../../../../scripts/brand/brandLoader";
import { parseCsp } from "../../../../scripts/hosting/contentSecurityPolicy";
import {
  generatedFirebaseConfig,
  readFirebaseConfig,
  readHostingTarget,
} from "../../../../scripts/hosting/firebaseConfig";
import { hostingHeaders, hostingRedirect } from "../../../../scripts/hosting/serveStatic";
import type { Manifest } from "../../../../src/brand/manifestSchema";
import type { Service } from "../../../../src/brand/schemas/services";

/**
 * What each hosted service may reach beyond the site's own origin, written out by hand: the
 * policy is a security decision, so the test states it rather than recomputing it from the
 * generator. A brand's policy allows exactly what the services its manifest lists need.
 */
const SERVICE_SOURCES: Record<Service, { connect: string[]; frame: string[] }> = {
  firestore: { connect: ["https://firestore.googleapis.com"], frame: [] },
  emailjs: { connect: ["https://api.emailjs.com"], frame: [] },
  appCheck: {
    connect: ["https://content-firebaseappcheck.googleapis.com"],
    frame: ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"],
  },
};
/** The one host a company footer's map may be framed from. */
const MAP_ORIGIN = "https://www.google.com";

/** The connect-src and frame-src a brand's manifest entitles it to. */
function expectedSources(manifest: Manifest): { connect: string[]; frame: string[] } {
  const { footer, services, webVitals } = manifest;
  const endpoint = webVitals?.endpoint;
  const frame = [
    ...(footer.variant === "company" && footer.map ? [MAP_ORIGIN] : []),
    ...services.flatMap((service) => SERVICE_SOURCES[service].frame),
  ];
  return {
    connect: [
      "'self'",
      ...services.flatMap((service) => SERVICE_SOURCES[service].connect),
      ...(endpoint?.startsWith("https:") ? [new URL(endpoint).origin] : []),
    ],
    frame: frame.length > 0 ? frame : ["'none'"],
  };
}

/** Request paths of every kind a build serves. */
const PAGE_PATHS = ["/", "/about", "/service/sugar-mills", "/no-such-page", "/404"];
// The service worker keeps its name across deploys: the browser must always fetch it afresh.
const OTHER_PATHS = ["/sitemap.xml", "/robots.txt", "/manifest.webmanifest", "/sw.js", "/offline"];
// Files served verbatim from public/ (scripts/siteBuild/publicFiles.ts): not hashed, and those
// under /.well-known/ are missed by a glob's wildcards, which match no segment starting with a dot.
const VERBATIM_PATHS = [
  "/google1234abcd",
  "/ads.txt",
  "/.well-known/security.txt",
  "/.well-known/assetlinks.json",
];
// Hashed files a page loads as subresources: a browser applies no CSP or Permissions-Policy of theirs.
const SUBRESOURCE_PATHS = [
  "/assets/index-Dl6sPSu8.js",
  "/assets/index-Dl6sPSu8.css",
  "/assets/archivo-latin-wght-normal-Cm0q1Zlx.woff2",
  "/assets/share-x.png",
  "/assets/certificate-1-lC0UnHiA-400.avif",
];
// A hashed file a visitor can open as a document: an SVG runs scripts of its own.
const DOCUMENT_ASSET_PATHS = ["/assets/logo-IsNmprAa.svg"];
const ASSET_PATHS = [...SUBRESOURCE_PATHS, ...DOCUMENT_ASSET_PATHS];

describe("firebase.json", async () => {
  const config = await readFirebaseConfig();
  const brands = await listBrands();

  it("is what the manifests give (run npm run firebase-json after changing a brand)", async () => {
    expect(config).toEqual(await generatedFirebaseConfig());
  });

  it("has one Hosting target and one Firestore rules target per brand, with the rules the build writes", () => {
    expect(config.hosting.map((target) => target.target).sort()).toEqual(brands);
    expect(config.firestore).toEqual(
      brands.map((id) => ({ target: id, rules: `dist/${id}.firestore.rules` })),
    );
  });

  describe.each(brands)("the %s target", async (id) => {
    const target = await readHostingTarget(id);
    const expected = expectedSources((await loadBrand(id)).manifest);

    it("serves dist/<brand> with clean URLs and no trailing slash", () => {
      expect(target.public).toBe(`dist/${id}`);
      expect(target.cleanUrls).toBe(true);
      expect(target.trailingSlash).toBe(false);
      expect(path.isAbsolute(target.public)).toBe(false);
      expect(target.ignore).toEqual(
        expect.arrayContaining(["firebase.json", "**/*.br", "**/*.gz"]),
      );
    });

    it.each([...PAGE_PATHS, ...OTHER_PATHS, ...VERBATIM_PATHS, ...ASSET_PATHS])(
      "gives %s the transport and sniffing headers",
      (pathname) => {
        const headers = hostingHeaders(target, pathname);
        expect(headers.get("Strict-Transport-Security")).toMatch(
          /^max-age=(\d+); includeSubDomains$/,
        );
        const maxAge = Number(
          /max-age=(\d+)/.exec(headers.get("Strict-Transport-Security") ?? "")?.[1],
        );
        expect(maxAge).toBeGreaterThanOrEqual(31536000);
        expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
        expect(headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
      },
    );

    it.each(SUBRESOURCE_PATHS)(
      "sends the hashed script, style, font or image %s without a document's CSP and Permissions-Policy",
      (pathname) => {
        const headers = hostingHeaders(target, pathname);
        expect(headers.has("Content-Security-Policy")).toBe(false);
        expect(headers.has("Permissions-Policy")).toBe(false);
      },
    );

    it.each([...PAGE_PATHS, ...OTHER_PATHS, ...DOCUMENT_ASSET_PATHS])(
      "gives %s the CSP and the Permissions-Policy",
      (pathname) => {
        const headers = hostingHeaders(target, pathname);
        const permissions = headers.get("Permissions-Policy") ?? "";
        for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
          expect(permissions).toContain(`${feature}=()`);
        }
        const csp = new Map(parseCsp(headers.get("Content-Security-Policy") ?? ""));
        expect(csp.get("default-src")).toEqual(["'self'"]);
        expect(csp.get("script-src")).toEqual(["'self'"]);
        expect(csp.get("style-src")).toEqual(["'self'"]);
        expect(csp.get("img-src")).toEqual(["'self'", "data:"]);
        expect(csp.get("connect-src")).toEqual(expected.connect);
        expect(csp.get("frame-src")).toEqual(expected.frame);
        expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
        expect(csp.get("object-src")).toEqual(["'none'"]);
        expect(csp.get("base-uri")).toEqual(["'self'"]);
        expect(csp.get("form-action")).toEqual(["'self'"]);
        // The site's service worker, and nothing more.
        expect(csp.get("worker-src")).toEqual(["'self'"]);
        expect([...csp.values()].flat().filter((source) => /unsafe|\*/.test(source))).toEqual([]);
      },
    );

    it.each([...PAGE_PATHS, ...OTHER_PATHS, ...VERBATIM_PATHS])(
      "revalidates %s on every use (no-cache)",
      (pathname) => {
        expect(hostingHeaders(target, pathname).get("Cache-Control")).toBe("no-cache");
      },
    );

    it.each(ASSET_PATHS)("caches the hashed %s for a year, immutable", (pathname) => {
      expect(hostingHeaders(target, pathname).get("Cache-Control")).toBe(
        "public, max-age=31536000, immutable",
      );
    });
  });
});

describe("hostingRedirect (cleanUrls, trailingSlash false)", () => {
  const files = new Set(["/index.html", "/about/index.html", "/404.html", "/legal.html"]);
  const exists = (file: string) => files.has(file);
  const hosting = { cleanUrls: true, trailingSlash: false };

  it.each([
    { from: "/about", to: null },
    { from: "/", to: null },
    { from: "/about/", to: "/about" },
    { from: "/about/index.html", to: "/about" },
    { from: "/index.html", to: "/" },
    { from: "/legal.html", to: "/legal" },
    { from: "/legal/", to: "/legal" },
    { from: "/nope/", to: null },
    { from: "/nope.html", to: null },
  ])("$from → $to", ({ from, to }) => {
    expect(hostingRedirect(hosting, from, exists)).toBe(to);
  });
});
