/**
 * The brand CLI (`npm run dev|build|preview|deploy`, `npm start`; scripts/cli/cliArgs.ts). The
 * modules a command runs (Vite, the build, the local stack) are loaded once the command line is
 * read, so `--help` and a mistyped option answer at once.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import type { LoadedBrand } from "../brand/brandLoader";
import { DEFAULT_BRAND } from "../brand/defaultBrand";
import { CliError, orExit, parsedOrExit } from "../lib/commandLine";
import { repoRoot } from "../lib/repoRoot";
import { type CliOptions, parseCliArgs } from "./cliArgs";

/**
 * Builds `brand` (or every brand, `all`) into dist/; the copy's warnings are listed on standard
 * error, or, when `strict`, fail the build before anything is bundled.
 * @param loaded the brand as the caller loaded and checked it (deploy), so it is not loaded again
 */
async function build(brand: string, strict: boolean, loaded?: LoadedBrand): Promise<void> {
  const [{ buildBrand }, { listBrands }, { brandRulesFile }] = await Promise.all([
    import("../siteBuild/buildBrand"),
    import("../brand/brandLoader"),
    import("../hosting/firebaseConfig"),
  ]);
  const brands = brand === "all" ? await listBrands() : [brand];
  for (const id of brands) {
    // With the security rules to deploy to this brand's Firebase project.
    const rulesFile = path.join(repoRoot, brandRulesFile(id));
    const result = await buildBrand({ brand: id, rulesFile, strict, loaded });
    for (const warning of result.copyWarnings) console.error(`warning: ${id}: ${warning}`);
    console.log(
      `built ${id}: ${result.routes.length} routes in ${result.ms} ms → ${path.relative(process.cwd(), result.outDir)}/ (rules: ${path.relative(process.cwd(), rulesFile)})`,
    );
  }
}

async function serve(brand: string, port: number): Promise<void> {
  const [{ defaultOutDir }, { readHostingTarget }, { serveStatic }] = await Promise.all([
    import("../siteBuild/buildBrand"),
    import("../hosting/firebaseConfig"),
    import("../hosting/serveStatic"),
  ]);
  const dir = defaultOutDir(brand);
  if (!existsSync(path.join(dir, "index.html"))) {
    throw new CliError(`No build of '${brand}' in ${dir}. Run: npm run build -- --brand ${brand}`);
  }
  // The brand's Hosting target from firebase.json: the same headers and CSP as production.
  const { url } = await serveStatic({ dir, port, hosting: await readHostingTarget(brand) });
  console.log(`${brand} is served at ${url}/ (Ctrl-C stops it)`);
}

/**
 * `npm start`: the brand with its local backend, until Ctrl-C, SIGTERM or SIGHUP, which save the
 * emulator's data and stop everything (exit code 0, or 1 when the data could not be saved).
 */
async function startLocal(brand: string, port: number): Promise<void> {
  const { startLocalStack } = await import("../localStack/localStack");
  const { shownPath } = await import("../lib/shownPath");
  const { brandLocalDir } = await import("../localStack/localDir");
  console.log(`building ${brand} for the local backend and starting the Firestore emulator…`);
  const starting = startLocalStack({
    brand,
    port,
    localDir: brandLocalDir(brand, process.env),
    persist: true,
    log: (line) => console.log(line),
  });
  // Listen before anything runs: a signal during start-up must still stop the JVM, which lives in
  // a process group of its own and would outlive us.
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: saving the emulator's data and stopping…`);
    void starting
      .then(
        (stack) => stack.stop(),
        () => undefined,
      )
      .then(
        () => {
          console.log("saved and stopped.");
          process.exit(0);
        },
        (error: unknown) => {
          console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
          process.exit(1);
        },
      );
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
  process.on("SIGHUP", shutdown);
  const stack = await starting;
  if (stopping) return;
  console.log(
    [
      `${brand} is served at ${stack.siteUrl}/`,
      `  Firestore emulator: ${stack.emulator.url} (project ${stack.projectId}; every write saved to ${shownPath(path.join(stack.localDir, "firestore"))}/)`,
      `  EmailJS stand-in:   ${stack.mail.url} (mails listed here and in ${shownPath(stack.mailFile)})`,
      "Ctrl-C stops everything.",
    ].join("\n"),
  );
}

async function run(options: Exclude<CliOptions, { help: string }>): Promise<void> {
  switch (options.command) {
    case "dev": {
      const { brand, port } = options;
      const [{ loadBrand }, { createServer }, { createViteConfig }] = await Promise.all([
        import("../brand/brandLoader"),
        import("vite"),
        import("../siteBuild/viteConfig"),
      ]);
      await loadBrand(brand);
      const server = await createServer({
        ...createViteConfig({ brand: { id: brand } }),
        server: { port },
      });
      await server.listen();
      server.printUrls();
      return;
    }
    case "build":
      return build(options.brand, options.strict);
    case "preview":
      return serve(options.brand, options.port);
    case "start":
      return startLocal(options.brand, options.port);
    case "deploy": {
      const { deployBrand } = await import("./deploy");
      // What is deployed is published: the copy's warnings fail it, as a CI build's do.
      return deployBrand(options.brand, (loaded) => build(loaded.id, true, loaded));
    }
  }
}

const options = parsedOrExit(() => parseCliArgs(process.argv.slice(2), process.env, DEFAULT_BRAND));
await orExit(() => run(options));
