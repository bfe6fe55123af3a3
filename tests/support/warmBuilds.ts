import { listBrands } from "../../scripts/brand/brandLoader";
import { RULES_TEMPLATE } from "../../scripts/hosting/firestoreRules";
import { prepareFirestoreEmulator } from "../../scripts/localStack/firestoreEmulator";
import { sharedBuildRequest } from "./buildRequest";
import { startBuildService } from "./buildService";

/**
 * Run by `npm test` (scripts/runTests/runTests.ts) beside the type check and the unit layer, which
 * leave a core idle most of their time: starts the run's build and local-backend service
 * (tests/support/buildService.ts), prints its URL as the first line of stdout, and asks it at once
 * for the run's shared builds (each brand of `brands/`, its preview and its local variant), so
 * that the later layers, which `npm test` points at this service (SITE_BUILDS_URL), find them
 * made or being made instead of waiting for them from their start. On a fresh clone the first
 * builds also encode every image and cut every font (about 25 s of a core each brand). It also
 * has the Firestore emulator's class archive made, so that the JVMs the emulator files start
 * together as their layer begins all map it (a JVM without it loads and verifies the emulator's
 * classes itself, 2-3 s more of a core). A shared build that fails is reported on stderr; the
 * test that needs it fails with its message.
 * Stops, with the local backends it started, on SIGTERM or when its standard input ends (the
 * command that started it has ended).
 * Usage: `node --import tsx/esm tests/support/warmBuilds.ts`
 */
const service = await startBuildService();
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await service.stop();
  process.exit(0);
};
process.once("SIGTERM", stop);
process.stdin.once("end", stop).resume();
console.log(service.url);
// Any rules will do for the archive; without an emulator jar the emulator files say so themselves.
prepareFirestoreEmulator({ rulesFile: RULES_TEMPLATE }).catch(() => undefined);
for (const brand of await listBrands()) {
  for (const variant of ["preview", "local"] as const) {
    service.build(sharedBuildRequest(brand, variant)).catch((error: unknown) => {
      if (stopping) return;
      const message = error instanceof Error ? error.message : String(error);
      console.error(
        `\n⚠ making the shared build of ${brand} (${variant}) beforehand failed:\n${message}`,
      );
    });
  }
}
