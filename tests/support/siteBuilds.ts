import type { TestProject } from "vitest/node";
import { BUILD_SERVICE_URL_ENV } from "../../scripts/runTests/buildServiceProcess";
import { startBuildService } from "./buildService";

declare module "vitest" {
  export interface ProvidedContext {
    /** Base URL of the run's build and local-backend service (tests/support/buildService.ts). */
    siteBuilds: string;
  }
}

/**
 * Vitest global setup: hands the test files the run's build and local-backend service
 * (tests/support/buildService.ts). `npm test` starts it before this run, beside the type check
 * and the unit layer, and names it in SITE_BUILDS_URL (tests/support/warmBuilds.ts); otherwise
 * this setup starts one, and its teardown stops it with the local backends it started.
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = process.env[BUILD_SERVICE_URL_ENV];
  if (started) {
    project.provide("siteBuilds", started);
    return async () => {};
  }
  const service = await startBuildService();
  project.provide("siteBuilds", service.url);
  // In watch mode a rerun follows an edit: the build cache tells what still holds.
  project.onTestsRerun(() => service.forgetBuilds());
  return service.stop;
}
