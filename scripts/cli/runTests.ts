/**
 * `npm test`: the type check, the lint, then every test layer in one Vitest run, stopping at the
 * first that fails (its exit code is the command's). Arguments go to `vitest run`, so
 * `npm test -- tests/e2e/hosting.test.ts` checks everything and runs one file. `--help` (`-h`)
 * prints the usage and runs nothing.
 */
import { spawnSync } from "node:child_process";
import { type CommandHelp, helpText } from "../lib/commandLine";
import { repoRoot } from "../lib/repoRoot";

const TEST: CommandHelp = {
  name: "test",
  invocation: "npm test --",
  positionals: "[vitest filters and options]",
  summary:
    "Type check (npm run typecheck), lint and format check (npm run lint), then every test layer in one Vitest run (vitest run, given the arguments; npx vitest run --help lists its options). Stops at the first step that fails. One layer alone: npm run test:unit, test:build, test:emulator, test:e2e.",
  options: {},
  example: "npm test -- tests/e2e/hosting.test.ts",
};

const args = process.argv.slice(2);
if (args.includes("--help") || args.includes("-h")) {
  console.log(helpText(TEST));
  process.exit(0);
}
const steps: Array<[string, string[]]> = [
  ["npm", ["run", "typecheck"]],
  ["npm", ["run", "lint"]],
  // npm puts node_modules/.bin on the PATH of its scripts.
  ["vitest", ["run", ...args]],
];
for (const [command, commandArgs] of steps) {
  const { status } = spawnSync(command, commandArgs, { cwd: repoRoot, stdio: "inherit" });
  if (status !== 0) process.exit(status ?? 1);
}
