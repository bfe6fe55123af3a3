import { existsSync } from "node:fs";
import path from "node:path";
import { createServer } from "vite";
import { BrandEnvError } from "../brand/brandEnv";
import { BrandError, DEFAULT_BRAND, listBrands, loadBrand } from "../brand/brandLoader";
import { brandRulesFile, readHostingTarget } from "../hosting/firebaseConfig";
import { serveStatic } from "../hosting/serveStatic";
import { CliError } from "../lib/commandLine";
import { PortInUseError } from "../lib/listen";
import { repoRoot } from "../lib/repoRoot";
import { shownPath } from "../lib/shownPath";
import { OutboxError } from "../localStack/emailStandIn";
import { ExportError } from "../localStack/emulatorExports";
import { EmulatorError } from "../localStack/firestoreEmulator";
import { brandLocalDir } from "../localStack/localDir";
import { LocalStackError, startLocalStack } from "../localStack/localStack";
import { buildBrand, defaultOutDir } from "../siteBuild/buildBrand";
import { createViteConfig } from "../siteBuild/viteConfig";
import { type CliOptions, parseCliArgs } from "./cliArgs";
import { deployBrand } from "./deploy";

async function build(brand: string): Promise<void> {
  const brands = brand === "all" ? await listBrands() : [brand];
  for (const id of brands) {
    // With the security rules to deploy to this brand's Firebase project.
    const rulesFile = path.join(repoRoot, brandRulesFile(id));
    const result = await buildBrand({ brand: id, rulesFile });
    console.log(
      `built ${id}: ${result.routes.length} routes in ${result.ms} ms → ${path.relative(process.cwd(), result.outDir)}/ (rules: ${path.relative(process.cwd(), rulesFile)})`,
    );
  }
}

async function serve(brand: string, port: number): Promise<void> {
  const dir = defaultOutDir(brand);
  if (!existsSync(path.join(dir, "index.html"))) {
    throw new CliError(`No build of '${brand}' in ${dir}. Run: npm run build -- --brand ${brand}`);
  }
  // The brand's Hosting target from firebase.json: the same headers and CSP as production.
  const { url } = await serveStatic({ dir, port, hosting: await readHostingTarget(brand) });
  console.log(`${brand} is served at ${url}/ (Ctrl-C stops it)`);
}

/** Errors whose message is the whole story: printed as one line, exit code 1. */
const USER_ERRORS = [
  BrandError,
  CliError,
  BrandEnvError,
  EmulatorError,
  ExportError,
  LocalStackError,
  OutboxError,
  PortInUseError,
];

/**
 * `npm start`: the brand with its local backend, until Ctrl-C, SIGTERM or SIGHUP, which save the
 * emulator's data and stop everything (exit code 0, or 1 when the data could not be saved).
 */
async function startLocal(brand: string, port: number): Promise<void> {
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
      `  EmailJS stand-in:   ${stack.mail.url} (mails listed here and in ${shownPath(path.join(stack.localDir, "mail.json"))})`,
      "Ctrl-C stops everything.",
    ].join("\n"),
  );
}

async function run(options: CliOptions): Promise<void> {
  if ("help" in options) {
    console.log(options.help);
    return;
  }
  switch (options.command) {
    case "dev": {
      const { brand, port } = options;
      await loadBrand(brand);
      const server = await createServer({
        ...createViteConfig({ brand }),
        server: { port },
      });
      await server.listen();
      server.printUrls();
      return;
    }
    case "build":
      return build(options.brand);
    case "preview":
      return serve(options.brand, options.port);
    case "start":
      return startLocal(options.brand, options.port);
    case "deploy":
      return deployBrand(options.brand, build);
  }
}

try {
  await run(parseCliArgs(process.argv.slice(2), process.env, DEFAULT_BRAND));
} catch (error) {
  if (error instanceof Error && USER_ERRORS.some((type) => error instanceof type)) {
    console.error(`error: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
