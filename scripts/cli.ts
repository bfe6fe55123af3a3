import { existsSync } from "node:fs";
import path from "node:path";
import { createServer } from "vite";
import { BrandError, DEFAULT_BRAND, listBrands, loadBrand } from "./brandLoader";
import { buildBrand, defaultOutDir } from "./buildBrand";
import { CliError, type CliOptions, parseCliArgs } from "./cliArgs";
import { deployBrand } from "./deploy";
import { readHostingTarget } from "./firebaseConfig";
import { serveStatic } from "./serveStatic";
import { createViteConfig } from "./viteConfig";

/** Default port of `preview` and `start`; `dev` uses Vite's. */
const DEFAULT_PORT = 4173;
const DEFAULT_DEV_PORT = 5173;

async function build(brand: string): Promise<void> {
  const brands = brand === "all" ? await listBrands() : [brand];
  for (const id of brands) {
    const result = await buildBrand({ brand: id });
    console.log(
      `built ${id}: ${result.routes.length} routes in ${result.ms} ms → ${path.relative(process.cwd(), result.outDir)}/`,
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

async function run(options: CliOptions): Promise<void> {
  const { command, brand, port } = options;
  switch (command) {
    case "dev": {
      await loadBrand(brand);
      const server = await createServer({
        ...createViteConfig({ brand }),
        server: { port: port ?? DEFAULT_DEV_PORT },
      });
      await server.listen();
      server.printUrls();
      return;
    }
    case "build":
      return build(brand);
    case "preview":
      return serve(brand, port ?? DEFAULT_PORT);
    case "start":
      await build(brand);
      return serve(brand, port ?? DEFAULT_PORT);
    case "deploy":
      return deployBrand(brand, build);
  }
}

try {
  await run(parseCliArgs(process.argv.slice(2), process.env, DEFAULT_BRAND));
} catch (error) {
  if (error instanceof BrandError || error instanceof CliError) {
    console.error(`error: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
