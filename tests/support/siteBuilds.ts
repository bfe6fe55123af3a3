import { rm } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { closeServer, listen } from "../../scripts/lib/listen";
import { ownedScratchDir } from "../../scripts/lib/ownedScratchDir";
import { type LocalStack, startLocalStack } from "../../scripts/localStack/localStack";
import type { BrandBuild } from "../../scripts/siteBuild/buildBrand";
import { buildInChild } from "./buildInChild";
import { type BuildRequest, sharedBuildRequest } from "./buildRequest";
import { type SharedStack, sharedStackOf } from "./sharedStack";

declare module "vitest" {
  export interface ProvidedContext {
    /** Base URL of the run's build and local-backend service (tests/support/siteBuilds.ts). */
    siteBuilds: string;
  }
}

/** Answers `work()` as JSON, or 500 with its error's message. */
function answerWith(res: http.ServerResponse, work: Promise<unknown>): void {
  work.then(
    (value) =>
      res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(value)),
    (error: unknown) =>
      res.writeHead(500).end(error instanceof Error ? error.message : String(error)),
  );
}

/**
 * Vitest global setup: a loopback service that makes, at most once per run and only when a test
 * file first asks, each build (`GET /build?request=<BuildRequest as JSON>` answers the BrandBuild,
 * through the build cache, scripts/siteBuild/cachedBuild.ts) and each brand's local backend
 * (`GET /stack?brand=<id>` answers a SharedStack: `npm start`'s stack of the brand on free ports,
 * serving the run's local build). Builds are made one at a time (two Vite builds at once only
 * fight over the two cores). Files serve their own copy of a build (tests/support/builtSite.ts);
 * files that use a brand's local backend share it, each test in documents of its own. A run that
 * asks for nothing starts nothing. The teardown stops the backends and deletes their data.
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Owned by this run, so the next run deletes it if a signal stops this one before teardown.
  const root = await ownedScratchDir("local-backends-");
  const builds = new Map<string, Promise<BrandBuild>>();
  const stacks = new Map<string, Promise<LocalStack>>();
  let queue: Promise<unknown> = Promise.resolve();
  const buildOnce = (request: BuildRequest): Promise<BrandBuild> => {
    const key = JSON.stringify(request);
    const known = builds.get(key);
    if (known) return known;
    const build = queue.then(() => buildInChild(request));
    queue = build.catch(() => undefined);
    builds.set(key, build);
    return build;
  };
  const stackOnce = (brand: string): Promise<LocalStack> => {
    const known = stacks.get(brand);
    if (known) return known;
    const stack = buildOnce(sharedBuildRequest(brand, "local")).then((build) =>
      startLocalStack({ brand, port: 0, localDir: path.join(root, brand), build }),
    );
    stacks.set(brand, stack);
    return stack;
  };
  const sharedStack = async (brand: string): Promise<SharedStack> =>
    sharedStackOf(await stackOnce(brand));
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname === "/build") {
      const request: BuildRequest = JSON.parse(url.searchParams.get("request") ?? "{}");
      answerWith(res, buildOnce(request));
    } else if (url.pathname === "/stack") {
      answerWith(res, sharedStack(url.searchParams.get("brand") ?? ""));
    } else {
      res.writeHead(404).end();
    }
  });
  const port = await listen(server, 0);
  project.provide("siteBuilds", `http://127.0.0.1:${port}`);
  // In watch mode a rerun follows an edit: the build cache tells what still holds.
  project.onTestsRerun(() => {
    builds.clear();
  });
  return async () => {
    await closeServer(server);
    const started = await Promise.allSettled(stacks.values());
    await Promise.all(
      started.map((result) => (result.status === "fulfilled" ? result.value.stop() : undefined)),
    );
    await rm(root, { recursive: true, force: true });
  };
}
