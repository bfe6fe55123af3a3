import { createInterface } from "node:readline/promises";
import { LeadsError } from "./leadsError";

/**
 * Whether a command that deletes or exports personal data may go ahead, once it has shown what it
 * will do: not on a dry run; yes with `--yes`; on a terminal, when the person answers `y` or
 * `yes` to `question` (asked on standard error, so standard output stays the command's data).
 * @param action what `--yes` lets it do, for the message: `delete them`
 * @throws LeadsError when there is no terminal to ask on and no `--yes`, having changed nothing
 */
export async function confirmChange(options: {
  yes: boolean;
  dryRun: boolean;
  question: string;
  action: string;
  log: (line: string) => void;
}): Promise<boolean> {
  const { yes, dryRun, question, action, log } = options;
  if (dryRun) {
    log("dry run: nothing was changed.");
    return false;
  }
  if (yes) return true;
  if (!(process.stdin.isTTY && process.stderr.isTTY)) {
    throw new LeadsError(
      `not run on a terminal, so nobody can confirm: nothing was changed. Add --yes to ${action}, or --dry-run to only see what it would do.`,
    );
  }
  const terminal = createInterface({ input: process.stdin, output: process.stderr });
  try {
    const answer = await terminal.question(`${question} [y/N] `);
    if (/^y(es)?$/i.test(answer.trim())) return true;
  } finally {
    terminal.close();
  }
  log("nothing was changed.");
  return false;
}
