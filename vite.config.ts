import { defineConfig } from "vitest/config";
import { DEFAULT_BRAND } from "./scripts/build/brandLoader.ts";
import { createViteConfig } from "./scripts/build/viteConfig.ts";

// Plain `vite` and `vitest` use the brand from BRAND (default engineering); the maintainers' CLI
// (`npm run dev|build|preview -- --brand <id>`, scripts/cli/cli.ts) builds its config the same way.
const { configFile: _configFile, ...config } = createViteConfig({
  brand: process.env.BRAND ?? DEFAULT_BRAND,
});

export default defineConfig({
  ...config,
  test: {
    include: ["tests/**/*.test.{ts,tsx}"],
    // Builds each brand once per run, when a test file first asks for it (tests/support/builtSite.ts).
    globalSetup: ["tests/support/siteBuilds.ts"],
    testTimeout: 30_000,
    hookTimeout: 240_000,
  },
});
