/**
 * `npm test`: the cheap checks first, so a mistake they can find stops the run in seconds:
 * the type check and the lint side by side, then the unit layer, then the build, emulator and
 * browser layers in one Vitest run (they share its builds and local backends). The first step
 * that fails ends the run with its exit code. Arguments go to one `vitest run` after the checks
 * instead of the layers: `npm test -- tests/e2e/hosting.test.ts` runs one file, and
 * `npm test -- --changed` the tests a change touches (Vitest's `--changed`, against git).
 * `--help` (`-h`) prints the usage and runs nothing.
 */
import { spawn } from "node:child_process";
import { type CommandHelp, helpText } from "../lib/commandLine";
import { repoRoot } from "../lib/repoRoot";

const TEST: CommandHelp = {
  name: "test",
  invocation: "npm test --",
  positionals: "[vitest filters and options]",
  summary:
    "Type check and lint (npm run typecheck, npm run lint) side by side, then the unit layer (npm run test:unit), then the build, emulator and browser layers in one Vitest run; stops at the first step that fails. Given arguments, runs the checks and then one vitest run with them (npx vitest run --help lists its options): a file, a name filter, or --changed for the tests a change touches.",
  options: {},
  example: "npm test -- --changed",
};

/** One command of a step; its output is shown whole when it ends, so two never interleave. */
interface Command {
  label: string;
  command: string;
  args: string[];
  /** Stream the output as it comes (a long Vitest run) instead of holding it. */
  live?: boolean;
}

/** Runs `command` in the repository; resolves to its exit code (1 when it could not start). */
function run({ command, args, live }: Command): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      stdio: live ? "inherit" : ["ignore", "pipe", "pipe"],
    });
    const output: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
    child.once("error", (error) => {
      process.stderr.write(`${command}: ${error.message}\n`);
      resolve(1);
    });
    child.once("close", (code, signal) => {
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** Runs a step's commands side by side; the first non-zero exit code, or 0. */
async function runStep(step: Command[]): Promise<number> {
  for (const { label } of step) console.log(`\n▶ ${label}`);
  const codes = await Promise.all(step.map(run));
  const failed = codes.findIndex((code) => code !== 0);
  if (failed >= 0) console.error(`\n✗ ${step[failed]?.label} failed; later steps were not run.`);
  return codes[failed] ?? 0;
}

const args = process.argv.slice(2);
if (args.includes("--help") || args.includes("-h")) {
  console.log(helpText(TEST));
  process.exit(0);
}
// npm puts node_modules/.bin on the PATH of its scripts.
const vitest = (label: string, vitestArgs: string[]): Command => ({
  label,
  command: "vitest",
  args: ["run", ...vitestArgs],
  live: true,
});
const steps: Command[][] = [
  [
    // The package's own scripts, so the two commands are written once (package.json).
    { label: "type check (npm run typecheck)", command: "npm", args: ["run", "typecheck"] },
    { label: "lint and format check (npm run lint)", command: "npm", args: ["run", "lint"] },
  ],
  ...(args.length > 0
    ? [[vitest(`vitest run ${args.join(" ")}`, args)]]
    : [
        [vitest("unit layer", ["--project", "unit"])],
        [
          vitest("build, emulator and browser layers", [
            "--project",
            "build",
            "--project",
            "emulator",
            "--project",
            "e2e",
          ]),
        ],
      ]),
];
for (const step of steps) {
  const code = await runStep(step);
  if (code !== 0) process.exit(code);
}
