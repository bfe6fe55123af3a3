import {
  brandOption,
  brandRule,
  type CommandEnv,
  type CommandHelp,
  type OptionHelp,
} from "../lib/commandLine";

/** The leads command's subcommands. */
export const LEADS_COMMANDS = ["list", "find", "erase", "purge"] as const;
export type LeadsCommand = (typeof LEADS_COMMANDS)[number];

/** Shortest period `purge --older-than` takes: leads younger than a month are still being answered. */
export const MIN_PURGE_DAYS = 30;

/** How the leads command is run, as its help and errors write it. */
export const LEADS_INVOCATION = "npm run leads --";

const SUMMARIES: Record<LeadsCommand, string> = {
  list: "Lists a brand's leads (enquiries, orders, subscriptions), newest first: a table on a terminal, or CSV or JSON lines.",
  find: "Prints everything held on one person, as JSON (a request to access their data).",
  erase:
    "Deletes everything held on one person and keeps a record of the erasure without their address.",
  purge: "Deletes the leads older than the brand's retention period.",
};

const flag = (description: string): OptionHelp => ({ type: "boolean", description });
const text = (value: string, description: string): OptionHelp => ({
  type: "string",
  value,
  description,
});

/**
 * What `--help` shows and parseArgs accepts for `command`.
 * @param locales the brand's locales, which `list --help` names (undefined: an unknown brand)
 */
export function leadsCommandHelp(
  command: LeadsCommand,
  env: CommandEnv,
  defaultBrand: string,
  locales: readonly string[] | undefined,
): CommandHelp {
  const common = {
    brand: brandOption(env, defaultBrand),
    project: text(
      "<id>",
      "read production: this Firebase project (or its alias in .firebaserc), with Application Default Credentials (default: the local data in .local/<id>/, or LOCAL_DIR)",
    ),
  };
  const person = {
    email: text("<address>", "the person's e-mail address (any case)"),
    mobile: text(
      "<digits>",
      "the person's 10-digit mobile number (+91, spaces and dashes allowed)",
    ),
  };
  const deleting = {
    "dry-run": flag("show what would be deleted, and delete nothing"),
    yes: flag("delete without asking (needed when not run on a terminal)"),
  };
  const options: Record<LeadsCommand, Record<string, OptionHelp>> = {
    list: {
      ...common,
      since: text(
        "<when>",
        "only leads since a period ago (7d, 24h, 3m) or a day (2026-11-01, IST)",
      ),
      locale: text(
        "<locale>",
        `only enquiries sent from pages in this locale (${locales ? `the brand's: ${locales.join(", ")}` : "one of the brand's manifest's locales"})`,
      ),
      service: text(
        "<choice>",
        "only enquiries for this Services choice, as the manifest names it",
      ),
      collection: text(
        "<name>",
        "only contact-form (enquiries, orders) or subscribers (default: both)",
      ),
      state: text(
        "<state>",
        "subscriptions in this state only: pending, confirmed, withdrawn or all (default: confirmed)",
      ),
      format: text(
        "<format>",
        "table, csv or json (one object a line) (default: table on a terminal; csv to a pipe or a file, json to a .json/.jsonl file)",
      ),
      out: text("<file>", "write to this file (readable by you alone) instead of standard output"),
      "dry-run": flag("with --out: show how many leads would be written, and write nothing"),
      yes: flag("with --out: write without asking (needed when not run on a terminal)"),
    },
    find: { ...common, ...person },
    erase: { ...common, ...person, ...deleting },
    purge: {
      ...common,
      "older-than": text(
        "<period>",
        `delete leads older than this, in months or days (24m, 90d; at least ${MIN_PURGE_DAYS}d) (default: the brand's leads.retentionMonths)`,
      ),
      ...deleting,
    },
  };
  const examples: Record<LeadsCommand, string> = {
    list: `${LEADS_INVOCATION} list --brand healthcare --since 7d --format csv --out leads.csv`,
    find: `${LEADS_INVOCATION} find --brand engineering --email asha@example.com`,
    erase: `${LEADS_INVOCATION} erase --brand engineering --email asha@example.com --dry-run`,
    purge: `${LEADS_INVOCATION} purge --brand engineering --dry-run`,
  };
  return {
    name: command,
    invocation: `${LEADS_INVOCATION} ${command}`,
    summary: SUMMARIES[command],
    options: options[command],
    example: examples[command],
  };
}

/** The leads command's own help text: its subcommands and how to get each one's. */
export function leadsOverview(defaultBrand: string): string {
  const width = Math.max(...LEADS_COMMANDS.map((command) => command.length));
  return [
    `usage: ${LEADS_INVOCATION} <command> [options]`,
    "",
    "The company's leads: read, export, answer a person's request to access or erase their data,",
    "delete what is older than the retention period (docs/leads.md). Reads the brand's local data",
    "(what npm start stored) unless --project names a Firebase project.",
    "",
    "commands:",
    ...LEADS_COMMANDS.map((command) => `  ${command.padEnd(width)}  ${SUMMARIES[command]}`),
    "",
    brandRule(defaultBrand),
    `Each command's options: ${LEADS_INVOCATION} <command> --help.`,
    "",
    `example: ${LEADS_INVOCATION} list --brand healthcare --since 7d`,
  ].join("\n");
}
