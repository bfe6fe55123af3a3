import { spawn } from "node:child_process";
import { rm } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
import { closeServer, listen } from "../../scripts/lib/listen";
import { ownedScratchDir } from "../../scripts/lib/ownedScratchDir";
import { repoRoot } from "../../scripts/lib/repoRoot";
import type { BrandBuild } from "../../scripts/siteBuild/buildBrand";

declare module "vitest" {
  export interface ProvidedContext {
    /** Base URL of the run's build service (tests/support/siteBuilds.ts). */
    siteBuilds: string;
  }
}

const BUILD_ONCE = path.join(path.dirname(fileURLToPath(import.meta.url)), "buildOnce.ts");

/** Builds one brand in a child process (tests/support/buildOnce.ts) and reads its BrandBuild. */
function buildInChild(brand: string, brandsDir: string, outDir: string): Promise<BrandBuild> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", BUILD_ONCE, brand, brandsDir, outDir],
      {
        cwd: repoRoot,
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once("error", reject);
    child.once("close", (code) => {
      const last = stdout.trim().split("\n").at(-1) ?? "";
      if (code === 0) resolve(JSON.parse(last) as BrandBuild);
      else reject(new Error(`building ${brand} failed (exit ${code}):\n${stderr || stdout}`));
    });
  });
}

/**
 * Vitest global setup: a loopback service that builds each brand at most once per run, when a
 * test file first asks for it (`GET /?brand=<id>&brandsDir=<abs path>` answers the BrandBuild as
 * JSON, or 500 with the build's error), one build at a time (two Vite builds at once only fight
 * over the two cores). Files serve their own copy of the server from the shared folder
 * (tests/support/builtSite.ts); a run that asks for no build builds nothing. A watch-mode rerun
 * and the teardown delete every build.
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Owned by this run, so the next run deletes it if a signal stops this one before teardown.
  const root = await ownedScratchDir("site-builds-");
  const builds = new Map<string, { outDir: string; build: Promise<BrandBuild> }>();
  let made = 0;
  let queue: Promise<unknown> = Promise.resolve();
  const buildOnce = (brand: string, brandsDir: string): Promise<BrandBuild> => {
    const key = `${brandsDir}\0${brand}`;
    const known = builds.get(key);
    if (known) return known.build;
    const outDir = path.join(root, String(made++));
    const build = queue.then(() => buildInChild(brand, brandsDir, outDir));
    queue = build.catch(() => undefined);
    builds.set(key, { outDir, build });
    return build;
  };
  /** Waits for every build under way, then deletes them all. */
  const dropBuilds = async () => {
    const dropped = [...builds.values()];
    builds.clear();
    await Promise.allSettled(dropped.map(({ build }) => build));
    await Promise.all(dropped.map(({ outDir }) => rm(outDir, { recursive: true, force: true })));
  };
  // In watch mode a rerun follows an edit: build afresh what the rerun asks for.
  project.onTestsRerun(dropBuilds);
  const server = http.createServer((req, res) => {
    const query = new URL(req.url ?? "/", "http://localhost").searchParams;
    const brand = query.get("brand") ?? "";
    const brandsDir = query.get("brandsDir") ?? "";
    buildOnce(brand, brandsDir).then(
      (build) =>
        res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(build)),
      (error: unknown) =>
        res.writeHead(500).end(error instanceof Error ? error.message : String(error)),
    );
  });
  const port = await listen(server, 0);
  project.provide("siteBuilds", `http://127.0.0.1:${port}`);
  return async () => {
    await closeServer(server);
    await dropBuilds();
    await rm(root, { recursive: true, force: true });
  };
}
