import { readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { SERVICE_WORKER_URL } from "../../src/app/registerServiceWorker.ts";
import type { Manifest } from "../../src/brand/manifestSchema";
import { listBrands, loadBrand } from "../brand/brandLoader";
import { repoRoot } from "../lib/repoRoot.ts";
import { cspDirectives, cspToString } from "./contentSecurityPolicy";

/**
 * `firebase.json` is generated from the brand manifests (`npm run firebase-json`) and committed;
 * a test fails when the committed file differs from what the manifests give. Each brand is one
 * Hosting target named after its id, deployed to its own Firebase project (`.firebaserc`).
 */

/** The repository's `firebase.json`. */
export const FIREBASE_JSON = path.join(repoRoot, "firebase.json");

/**
 * What firebase-tools leaves out of a deploy (globs relative to the public folder, dot files
 * included): this file, dot files (a file whose name starts with a dot; a folder such as
 * `.well-known/` is deployed), node_modules, and the build's `.br`/`.gz` copies, which are for
 * the local server (Hosting compresses by itself).
 */
export const DEPLOY_IGNORE = ["firebase.json", "**/.*", "**/node_modules/**", "**/*.br", "**/*.gz"];

/** Hashed build output: the file name changes whenever the content does. */
const ASSET_CACHE_CONTROL = "public, max-age=31536000, immutable";
/** Everything else (HTML, sitemap, web app manifest) is revalidated on every use. */
const DEFAULT_CACHE_CONTROL = "no-cache";
/** Two years' HTTPS only, subdomains included (preload is the owner's decision, so not set). */
const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains";
const REFERRER_POLICY = "strict-origin-when-cross-origin";
/** Powerful features no page of ours uses, switched off for the page and every frame in it. */
const PERMISSIONS_POLICY = [
  "accelerometer",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "usb",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

/**
 * The paths a browser can open as a document: `/` and every clean URL (no dot in the path, which
 * includes an unknown address answered with the 404 page), HTML, SVG (an SVG runs script of its
 * own), the sitemap, robots.txt and the web app manifest. A browser applies a CSP or a
 * Permissions-Policy only from a document's or a worker's response; on a script, style, font or
 * raster image they are about 0.5 KB of every response for nothing (over HTTP/1.1, which does not
 * compress headers). An RE2 regular expression, as Hosting's `regex` takes it: a glob cannot say
 * "no dot", and Hosting documents no negated glob.
 */
const DOCUMENT_PATHS = String.raw`^/(?:[^.]*|.*\.(?:html|svg|xml|txt|webmanifest))$`;

/** The headers a matching rule adds: for a header set twice the last rule wins. */
const ruleHeadersSchema = z.array(z.object({ key: z.string(), value: z.string() }));

/** One rule of a target's `headers`: a glob (`source`) or an RE2 regular expression (`regex`). */
const headerRuleSchema = z.union([
  z.object({
    /** Glob matched against the request path. */
    source: z.string(),
    headers: ruleHeadersSchema,
  }),
  z.object({
    /** RE2 regular expression searched in the request path (anchor it to match the whole). */
    regex: z.string(),
    headers: ruleHeadersSchema,
  }),
]);

/** One Hosting target of firebase.json (the fields we use). */
const hostingTargetSchema = z.object({
  target: z.string(),
  /** Folder deployed, relative to the repository: `dist/<brand>`. */
  public: z.string(),
  ignore: z.array(z.string()),
  /** `/about` serves `about/index.html`; `/about.html` redirects to `/about`. */
  cleanUrls: z.boolean(),
  /** false: `/about/` redirects to `/about`, the canonical form. */
  trailingSlash: z.boolean(),
  /** Every rule whose glob or regex matches the request path applies, in order: for a header set twice the last wins. */
  headers: z.array(headerRuleSchema),
});

/** The whole firebase.json (the parts we use). */
const firebaseConfigSchema = z.object({
  hosting: z.array(hostingTargetSchema),
  /**
   * One Firestore deploy target per brand: its rules, written by `npm run build` from the
   * firestore.rules template and the brand's manifest (scripts/hosting/firestoreRules.ts).
   */
  firestore: z.array(z.object({ target: z.string(), rules: z.string() })),
});

export type HostingTarget = z.infer<typeof hostingTargetSchema>;
export type FirebaseConfig = z.infer<typeof firebaseConfigSchema>;

/** `dist/<brand>.firestore.rules`: where `npm run build` writes a brand's security rules. */
export function brandRulesFile(id: string): string {
  return `dist/${id}.firestore.rules`;
}

/** The Hosting target of one brand. A top-level `404.html` is served with status 404 by Hosting itself. */
export function hostingTarget(id: string, manifest: Manifest): HostingTarget {
  // What a document or a worker runs under (`DOCUMENT_PATHS`, the service worker).
  const documentPolicies = [
    { key: "Content-Security-Policy", value: cspToString(cspDirectives(manifest)) },
    { key: "Permissions-Policy", value: PERMISSIONS_POLICY },
  ];
  // What every response carries.
  const everyResponse = [
    { key: "Cache-Control", value: DEFAULT_CACHE_CONTROL },
    { key: "Strict-Transport-Security", value: STRICT_TRANSPORT_SECURITY },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: REFERRER_POLICY },
  ];
  return {
    target: id,
    public: `dist/${id}`,
    ignore: [...DEPLOY_IGNORE],
    cleanUrls: true,
    trailingSlash: false,
    headers: [
      { source: "**", headers: everyResponse },
      // A glob's wildcards match no segment that starts with a dot, so the catch-all misses the
      // files served verbatim under /.well-known/ (scripts/siteBuild/publicFiles.ts).
      { source: "/.well-known/**", headers: everyResponse },
      { regex: DOCUMENT_PATHS, headers: documentPolicies },
      // After the catch-all, so its Cache-Control wins for hashed files.
      { source: "/assets/**", headers: [{ key: "Cache-Control", value: ASSET_CACHE_CONTROL }] },
      // The service worker keeps its name across deploys: it must never be cached, or the
      // browser's update check would not see a new one (docs/offline.md). Stated on its own,
      // so a change to the catch-all cannot make it cacheable. A worker runs under the
      // policies of its own script's response, not the page's.
      {
        source: SERVICE_WORKER_URL,
        headers: [{ key: "Cache-Control", value: DEFAULT_CACHE_CONTROL }, ...documentPolicies],
      },
    ],
  };
}

/**
 * firebase.json for `brands`: one Hosting target and one Firestore rules target each. Each
 * brand's rules accept only its own Services choices, so each target deploys its own file.
 */
export function firebaseConfig(
  brands: ReadonlyArray<{ id: string; manifest: Manifest }>,
): FirebaseConfig {
  return {
    hosting: brands.map(({ id, manifest }) => hostingTarget(id, manifest)),
    firestore: brands.map(({ id }) => ({ target: id, rules: brandRulesFile(id) })),
  };
}

/** firebase.json as the manifests of every brand in `brands/` give it (what `npm run firebase-json` writes). */
export async function generatedFirebaseConfig(): Promise<FirebaseConfig> {
  return firebaseConfig(await Promise.all((await listBrands()).map((id) => loadBrand(id))));
}

/**
 * The committed firebase.json, checked.
 * @throws Error when it is missing, not JSON, or lacks a field we rely on
 */
export async function readFirebaseConfig(file: string = FIREBASE_JSON): Promise<FirebaseConfig> {
  const parsed = firebaseConfigSchema.safeParse(JSON.parse(await readFile(file, "utf8")));
  if (!parsed.success) {
    throw new Error(
      `${file} is not a firebase.json we can serve: ${parsed.error.issues[0]?.message}`,
    );
  }
  return parsed.data;
}

/**
 * The Hosting target `target` of the committed firebase.json.
 * @throws Error naming the command that adds it when firebase.json lacks the target
 */
export async function readHostingTarget(
  target: string,
  file: string = FIREBASE_JSON,
): Promise<HostingTarget> {
  const config = await readFirebaseConfig(file);
  const found = config.hosting.find((entry) => entry.target === target);
  if (!found) {
    throw new Error(
      `${file} has no Hosting target '${target}'. Run: npm run firebase-json (it adds one per brand)`,
    );
  }
  return found;
}
