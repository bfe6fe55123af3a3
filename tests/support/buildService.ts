import { rm } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { closeServer, listen } from "../../scripts/lib/listen";
import { ownedScratchDir } from "../../scripts/lib/ownedScratchDir";
import { type LocalStack, startLocalStack } from "../../scripts/localStack/localStack";
import type { BrandBuild } from "../../scripts/siteBuild/buildBrand";
import { startBuildProcess } from "./buildProcess";
import { type BuildRequest, sharedBuildRequest } from "./buildRequest";
import { type SharedStack, sharedStackOf } from "./sharedStack";

/** A running build service (see startBuildService). */
export interface BuildService {
  /** Its base URL on loopback, e.g. `http://127.0.0.1:40123`. */
  url: string;
  /** The BrandBuild of `request`, made at most once by this service. */
  build(request: BuildRequest): Promise<BrandBuild>;
  /** Forgets the builds made, so the next request asks the build cache again (a watch rerun). */
  forgetBuilds(): void;
  /** Stops the service and the local backends it started, and deletes their data. */
  stop(): Promise<void>;
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
 * A loopback service that makes, at most once and only when first asked, each build (`GET
 * /build?request=<BuildRequest as JSON>` answers the BrandBuild, through the build cache,
 * scripts/siteBuild/cachedBuild.ts) and each brand's local backend (`GET /stack?brand=<id>`
 * answers a SharedStack: `npm start`'s stack of the brand on free ports, serving the run's local
 * build). Builds are made one at a time, in the order asked, all in one child process
 * (tests/support/buildProcess.ts). Files serve their own copy of a build
 * (tests/support/builtSite.ts); files that use a brand's local backend share it, each test in
 * documents of its own. A service asked for nothing starts nothing.
 */
export async function startBuildService(): Promise<BuildService> {
  // Owned by this process, so the next run deletes it if a signal stops this one before `stop`.
  const root = await ownedScratchDir("local-backends-");
  const builder = startBuildProcess();
  const builds = new Map<string, Promise<BrandBuild>>();
  const stacks = new Map<string, Promise<LocalStack>>();
  const build = (request: BuildRequest): Promise<BrandBuild> => {
    const key = JSON.stringify(request);
    const known = builds.get(key);
    if (known) return known;
    const made = builder.build(request);
    builds.set(key, made);
    return made;
  };
  const stackOnce = (brand: string): Promise<LocalStack> => {
    const known = stacks.get(brand);
    if (known) return known;
    const stack = build(sharedBuildRequest(brand, "local")).then((local) =>
      startLocalStack({ brand, port: 0, localDir: path.join(root, brand), build: local }),
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
      answerWith(res, build(request));
    } else if (url.pathname === "/stack") {
      answerWith(res, sharedStack(url.searchParams.get("brand") ?? ""));
    } else {
      res.writeHead(404).end();
    }
  });
  const port = await listen(server, 0);
  return {
    url: `http://127.0.0.1:${port}`,
    build,
    forgetBuilds: () => builds.clear(),
    stop: async () => {
      await closeServer(server);
      const started = await Promise.allSettled(stacks.values());
      await Promise.all(
        started.map((result) => (result.status === "fulfilled" ? result.value.stop() : undefined)),
      );
      await builder.stop();
      await rm(root, { recursive: true, force: true });
    },
  };
}
