import { defineConfig } from "vitest/config";
import { DEFAULT_BRAND } from "./scripts/brand/defaultBrand.ts";
import { chosenBrand } from "./scripts/lib/commandLine.ts";
import { createViteConfig } from "./scripts/siteBuild/viteConfig.ts";
import LayerSequencer from "./tests/support/layerSequencer.ts";

// Plain `vite` and `vitest` use the brand from BRAND (default engineering); the maintainers' CLI
// (`npm run dev|build|preview -- --brand <id>`, scripts/cli/cli.ts) builds its config the same way.
const { configFile: _configFile, ...config } = createViteConfig({
  brand: { id: chosenBrand(undefined, process.env, DEFAULT_BRAND) },
});

const timeouts = { testTimeout: 30_000, hookTimeout: 240_000 };

/**
 * One test layer: the files of its folder under tests/, named after it (`vitest --project
 * <name>`). It does not extend the root's test options, so the root's global setup runs once per
 * run, not once per layer, and every layer shares its builds.
 */
const layer = (
  name: string,
  options: { testTimeout?: number; isolate?: boolean; expect?: { poll: { timeout: number } } } = {},
) => ({
  ...config,
  test: {
    name,
    include: [`tests/${name}/**/*.test.{ts,tsx}`],
    ...timeouts,
    // Every layer's files share their modules within a worker: a fresh module graph per file
    // cost the unit files 2.5 times the CPU, and each browser file 1-2 s of CPU to import
    // playwright-core and the build scripts again. A test that needs a module's fresh state
    // imports it again after vi.resetModules() (tests/unit/sections/sectionComponents.test.ts);
    // the one module-level state of the support files, the file's Chromium
    // (tests/support/siteFixture.ts), is closed by each file's last user.
    isolate: false,
    ...options,
  },
});

export default defineConfig({
  ...config,
  test: {
    // The layers (docs/testing.md): unit needs neither Java nor Chromium nor a build; build makes
    // sites; emulator starts the Firestore emulator (Java); e2e drives Chromium against built sites.
    projects: [
      layer("unit"),
      // Isolated: a file that builds a site in its own process (assetSwap, buildBrand) renders
      // with React's production build, which a file before it in the same worker may have
      // loaded in its development build (react-i18next through src/i18n); the prerender then
      // throws "dispatcher.getOwner is not a function". Ten files: the fresh graphs cost little.
      layer("build", { isolate: true }),
      layer("emulator"),
      // A browser test that walks every route shares the cores with another file: 30 s is
      // too little for it on a busy machine. No browser test asserts a time by its timeout.
      // A state a browser test polls for (the page a navigation shows, a toast) may take seconds
      // to come on a loaded machine; a poll ends at its first match, so a quiet one waits no longer.
      layer("e2e", { testTimeout: 120_000, expect: { poll: { timeout: 10_000 } } }),
    ],
    // Two files at a time on the two cores: the browser and emulator files spend most of their
    // time waiting (timers, the JVM, builds, the network), so one file at a time (Vitest's default
    // here, cores - 1) left the machine mostly idle. `npm test` runs the layers three at a time
    // (scripts/runTests/runTests.ts), which fills the moments both files wait; the unit layer,
    // busy on the CPU throughout, took longer with three.
    maxWorkers: 2,
    // The layers in cost order across one run: build, emulator, then the browser files, so the
    // run ends on short files (tests/support/layerSequencer.ts).
    sequence: { sequencer: LayerSequencer },
    // Builds each brand once per run, when a test file first asks for it (tests/support/builtSite.ts).
    globalSetup: ["tests/support/siteBuilds.ts"],
    ...timeouts,
  },
});
