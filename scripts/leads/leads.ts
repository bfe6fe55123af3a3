/**
 * `npm run leads -- <command>`: the company's leads, read and deleted through the Firebase Admin
 * SDK (docs/leads.md). Errors a person can fix are one line on standard error and exit code 1.
 */
import { DEFAULT_BRAND } from "../brand/defaultBrand";
import { UserError } from "../lib/commandLine";
import { errorCode } from "../lib/errorCode";
import { parseLeadsArgs } from "./leadsArgs";
import { LeadsError } from "./leadsError";

/**
 * Whether an error's message is the whole story (a UserError: the brand's, the command line's,
 * the emulator's; or the leads commands' own): printed as one line, exit code 1.
 */
const isUserError = (error: unknown): error is Error =>
  error instanceof UserError || error instanceof LeadsError;

/** An error Firestore answered with (a gRPC status code): a refusal, not a bug of ours. */
const isFirestoreRefusal = (error: unknown): error is Error & { code: number } =>
  error instanceof Error && "code" in error && typeof error.code === "number";

/** The reader of standard output went away (`| head -n 5`): the end of the output, not a failure. */
const isClosedPipe = (error: unknown): boolean => errorCode(error) === "EPIPE";

// Without a listener a closed pipe is an unhandled 'error' event and a stack trace; a write in
// progress still fails with it and ends in the quiet exit below.
process.stdout.on("error", (error) => {
  if (!isClosedPipe(error)) throw error;
});

try {
  const argv = process.argv.slice(2);
  // A sub-command's --help lists its brand's locales, read from the manifests; nothing else
  // loads the brand loader before the command line is known good.
  const localesShown = argv.slice(1).some((argument) => argument === "--help" || argument === "-h");
  const options = parseLeadsArgs(argv, process.env, DEFAULT_BRAND, {
    now: new Date(),
    stdoutIsTerminal: process.stdout.isTTY === true,
    brandLocales: localesShown ? await (await import("../brand/brandLoader")).brandLocales() : {},
  });
  if ("help" in options) {
    console.log(options.help);
  } else {
    const { loadBrand } = await import("../brand/brandLoader");
    const { manifest } = await loadBrand(options.brand);
    // Imported once the command line and the brand are known good: the Admin SDK takes a second
    // or two of CPU to load, which help and a mistyped option need not wait for.
    const { runLeadsCommand } = await import("./leadsCommands");
    await runLeadsCommand(options, manifest);
  }
} catch (error) {
  if (isClosedPipe(error)) process.exit(0);
  if (isUserError(error)) {
    console.error(`error: ${error.message}`);
    process.exit(1);
  }
  if (isFirestoreRefusal(error)) {
    console.error(`error: Firestore refused: ${error.message.split("\n")[0]}`);
    process.exit(1);
  }
  throw error;
}
