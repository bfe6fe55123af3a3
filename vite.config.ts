import { defineConfig } from "vitest/config";
import { DEFAULT_BRAND } from "./scripts/build/brandLoader.ts";
import { createViteConfig } from "./scripts/build/viteConfig.ts";

// Plain `vite` and `vitest` use the brand from BRAND (default engineering); the maintainers' CLI
// (`npm run dev|build|preview -- --brand <id>`, scripts/cli/cli.ts) builds its config the same way.
const { configFile: _configFile, ...config } = createViteConfig({
  brand: process.env.BRAND ?? DEFAULT_BRAND,
});

const timeouts = { testTimeout: 30_000, hookTimeout: 240_000 };

/**
 * One test layer: the files of its folder under tests/, named after it (`vitest --project
 * <name>`). It does not extend the root's test options, so the root's global setup runs once per
 * run, not once per layer, and every layer shares its builds.
 */
const layer = (name: string) => ({
  ...config,
  test: { name, include: [`tests/${name}/**/*.test.{ts,tsx}`], ...timeouts },
});

export default defineConfig({
  ...config,
  test: {
    // The layers (docs/testing.md): unit needs neither Java nor Chromium nor a build; build makes
    // sites; emulator starts the Firestore emulator (Java); e2e drives Chromium against built sites.
    projects: [layer("unit"), layer("build"), layer("emulator"), layer("e2e")],
    // Builds each brand once per run, when a test file first asks for it (tests/support/builtSite.ts).
    globalSetup: ["tests/support/siteBuilds.ts"],
    ...timeouts,
  },
});
