import http from "node:http";
import { inject } from "vitest";
import { DEFAULT_BRANDS_DIR, loadBrand } from "../../scripts/brand/brandLoader";
import { hostingTarget, readHostingTarget } from "../../scripts/hosting/firebaseConfig";
import { serveStatic } from "../../scripts/hosting/serveStatic";
import { closeServer } from "../../scripts/lib/listen";
import type { BrandBuild } from "../../scripts/siteBuild/buildBrand";
import { type BuildRequest, sharedBuildRequest } from "./buildRequest";

/** A brand built for the run and served on a free loopback port. */
export interface BuiltSite {
  build: BrandBuild;
  /** Base URL without trailing slash, e.g. `http://127.0.0.1:41234`. */
  url: string;
  /** Stops the server (the build stays for other files; the run's teardown deletes it). */
  close: () => Promise<void>;
}

/** GETs `url` and reads the whole answer (no client timeout: a build waits its turn). */
function get(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          body += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

/**
 * Asks the run's build and local-backend service (tests/support/siteBuilds.ts) for `route` with
 * `query`, and reads its JSON answer.
 * @throws Error with the service's own message (a build's error, say) when it answers no 200
 */
export async function askRunService<T>(route: string, query: Record<string, string>): Promise<T> {
  const { status, body } = await get(
    `${inject("siteBuilds")}${route}?${new URLSearchParams(query)}`,
  );
  if (status !== 200) throw new Error(body);
  return JSON.parse(body) as T;
}

/**
 * The run's one build of `request`, made by the global setup (tests/support/siteBuilds.ts) when
 * the first file asks for it. Read only: other files share it.
 * @throws Error with the build's own message when the brand does not build
 */
export function requestBuild(request: BuildRequest): Promise<BrandBuild> {
  return askRunService<BrandBuild>("/build", { request: JSON.stringify(request) });
}

/**
 * The run's one preview build of `brand` (from `brandsDir`, default `brands/`, with the files
 * served verbatim from `publicDir`, by default the build's default); see requestBuild.
 * @throws Error with the build's own message when the brand does not build
 */
export function sharedBuild(
  brand: string,
  brandsDir: string = DEFAULT_BRANDS_DIR,
  publicDir?: string,
): Promise<BrandBuild> {
  const request = sharedBuildRequest(brand, "preview", brandsDir);
  return requestBuild(publicDir === undefined ? request : { ...request, publicDir });
}

/**
 * Serves the run's build of `brand` (see sharedBuild) the way `npm run preview` does: with the
 * brand's Hosting target from firebase.json, or, for a brand outside `brands/` (which
 * firebase.json does not list), the target generated from its manifest. Each call has its own
 * server on a free port.
 * @param options.extraConnectSrc loopback origins the served CSP also allows (see serveStatic)
 * @param options.publicDir the files served verbatim (see sharedBuild)
 */
export async function buildAndServe(
  brand: string,
  brandsDir: string = DEFAULT_BRANDS_DIR,
  options: { extraConnectSrc?: readonly string[]; publicDir?: string } = {},
): Promise<BuiltSite> {
  const build = await sharedBuild(brand, brandsDir, options.publicDir);
  const hosting =
    brandsDir === DEFAULT_BRANDS_DIR
      ? await readHostingTarget(brand)
      : hostingTarget(brand, (await loadBrand(brand, brandsDir)).manifest);
  const { server, url } = await serveStatic({
    dir: build.outDir,
    port: 0,
    hosting,
    extraConnectSrc: options.extraConnectSrc,
  });
  return { build, url, close: () => closeServer(server) };
}
