/**
 * `npm test`: the cheap checks first, so a mistake they can find stops the run in seconds:
 * the type check and the lint side by side, then the unit layer, then the build, emulator and
 * browser layers in one Vitest run (they share its builds and local backends). The first step
 * that fails ends the run with its exit code. Beside the first two steps, which leave a core idle
 * most of their time, the run's build service starts and makes the last step's shared builds
 * (tests/support/warmBuilds.ts); the last step uses that service, so it starts as soon as the unit
 * layer ends, and a file that needs a build still being made waits for that one only. Arguments go
 * to one `vitest run` after the checks instead of the layers: `npm test -- tests/e2e/hosting.test.ts`
 * runs one file, and `npm test -- --changed` the tests a change touches (Vitest's `--changed`,
 * against git). `--help` (`-h`) prints the usage and runs nothing.
 */
import { spawn } from "node:child_process";
import { type CommandHelp, helpText } from "../lib/commandLine";
import { repoRoot } from "../lib/repoRoot";
import { BUILD_SERVICE_URL_ENV, startBuildServiceProcess } from "./buildServiceProcess";

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
  /** Variables over this process's environment. */
  env?: Record<string, string>;
}

/** Runs `command` in the repository; its exit code (1 when it could not start) and held output once it ends. */
function start({ command, args, live, env }: Command): Promise<{ code: number; output: Buffer }> {
  const child = spawn(command, args, {
    cwd: repoRoot,
    stdio: live ? "inherit" : ["ignore", "pipe", "pipe"],
    env: { ...process.env, ...env },
  });
  return new Promise<{ code: number; output: Buffer }>((resolve) => {
    const output: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
    child.once("error", (error) => {
      resolve({ code: 1, output: Buffer.from(`${command}: ${error.message}\n`) });
    });
    child.once("close", (code, signal) => {
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(output) });
    });
  });
}

/** Runs `command` to its end, then shows its held output; resolves to its exit code. */
async function run(command: Command): Promise<number> {
  const { code, output } = await start(command);
  process.stdout.write(output);
  return code;
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
const checks: Command[] = [
  // The package's own scripts, so the two commands are written once (package.json).
  { label: "type check (npm run typecheck)", command: "npm", args: ["run", "typecheck"] },
  { label: "lint and format check (npm run lint)", command: "npm", args: ["run", "lint"] },
];
/**
 * How many files the layers run at once here: three, one more than the config's two (which the
 * unit layer and a run of chosen files keep). With two, the cores idled a tenth of the layers'
 * time, in the moments both files waited at once (a JVM starting, a page's timer, a build); a
 * third file fills them (89 % → 97 % busy, per /proc/stat, on two cores).
 */
const LAYER_WORKERS = 3;
const LAYERS = [
  ...["build", "emulator", "e2e"].flatMap((layer) => ["--project", layer]),
  `--maxWorkers=${LAYER_WORKERS}`,
];

if (args.length > 0) {
  const checked = await runStep(checks);
  if (checked !== 0) process.exit(checked);
  process.exit(await runStep([vitest(`vitest run ${args.join(" ")}`, args)]));
}
const service = startBuildServiceProcess();
/** Ends the run with `code` when a step failed, stopping the build service and what it runs. */
const exitOnFailure = async (code: number): Promise<void> => {
  if (code === 0) return;
  await service.stop();
  process.exit(code);
};
await exitOnFailure(await runStep(checks));
await exitOnFailure(await runStep([vitest("unit layer", ["--project", "unit"])]));
const url = await service.url;
if (!url)
  console.error("\n⚠ the build service did not start beforehand: the layers start their own.");
const layers = vitest("build, emulator and browser layers", LAYERS);
const code = await runStep([{ ...layers, env: url ? { [BUILD_SERVICE_URL_ENV]: url } : {} }]);
await service.stop();
process.exit(code);
