/**
 * `npm run leads -- <command>`: the company's leads, read and deleted through the Firebase Admin
 * SDK (docs/leads.md). Errors a person can fix are one line on standard error and exit code 1.
 */
import { BrandError, brandLocales, loadBrand } from "../brand/brandLoader";
import { DEFAULT_BRAND } from "../brand/defaultBrand";
import { CliError } from "../lib/commandLine";
import { ExportError } from "../localStack/emulatorExports";
import { EmulatorError } from "../localStack/firestoreEmulator";
import { parseLeadsArgs } from "./leadsArgs";
import { LeadsError } from "./leadsError";

/** Errors whose message is the whole story: printed as one line, exit code 1. */
const USER_ERRORS = [BrandError, CliError, LeadsError, EmulatorError, ExportError];

/** An error Firestore answered with (a gRPC status code): a refusal, not a bug of ours. */
const isFirestoreRefusal = (error: unknown): error is Error & { code: number } =>
  error instanceof Error && "code" in error && typeof error.code === "number";

/** The reader of standard output went away (`| head -n 5`): the end of the output, not a failure. */
const isClosedPipe = (error: unknown): boolean =>
  error instanceof Error && "code" in error && error.code === "EPIPE";

// Without a listener a closed pipe is an unhandled 'error' event and a stack trace; a write in
// progress still fails with it and ends in the quiet exit below.
process.stdout.on("error", (error) => {
  if (!isClosedPipe(error)) throw error;
});

try {
  const options = parseLeadsArgs(process.argv.slice(2), process.env, DEFAULT_BRAND, {
    now: new Date(),
    stdoutIsTerminal: process.stdout.isTTY === true,
    brandLocales: await brandLocales(),
  });
  if ("help" in options) {
    console.log(options.help);
  } else {
    const { manifest } = await loadBrand(options.brand);
    // Imported once the command line and the brand are known good: the Admin SDK takes a second
    // or two of CPU to load, which help and a mistyped option need not wait for.
    const { runLeadsCommand } = await import("./leadsCommands");
    await runLeadsCommand(options, manifest);
  }
} catch (error) {
  if (isClosedPipe(error)) process.exit(0);
  if (error instanceof Error && USER_ERRORS.some((type) => error instanceof type)) {
    console.error(`error: ${error.message}`);
    process.exit(1);
  }
  if (isFirestoreRefusal(error)) {
    console.error(`error: Firestore refused: ${error.message.split("\n")[0]}`);
    process.exit(1);
  }
  throw error;
}
