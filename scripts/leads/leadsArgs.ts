import type { FormCollection } from "../hosting/firestoreRules";
import {
  brandOption,
  brandRule,
  type CommandEnv,
  type CommandHelp,
  chosenBrand,
  invalidArgument,
  type OptionHelp,
  type OptionValue,
  parseCommandLine,
  subcommandOf,
} from "../lib/commandLine";
import { LEAD_FORMATS, type LeadFormat } from "./leadOutput";
import { describePeriod, type Period, parsePeriod, parseSince, periodDays } from "./leadsPeriod";
import { type Person, personEmail, personMobile } from "./person";
import { SUBSCRIPTION_STATES } from "./subscriptionState";

/** The leads command's subcommands. */
export const LEADS_COMMANDS = ["list", "find", "erase", "purge"] as const;
export type LeadsCommand = (typeof LEADS_COMMANDS)[number];

/** Shortest period `purge --older-than` takes: leads younger than a month are still being answered. */
export const MIN_PURGE_DAYS = 30;

/** Where the leads are read: the brand's local data, or a Firebase project in production. */
export type LeadsTarget = { kind: "local" } | { kind: "production"; project: string };

interface Common {
  brand: string;
  target: LeadsTarget;
}

/** `list`: which leads, and how and where to write them. */
export interface ListOptions extends Common {
  command: "list";
  since?: Date;
  locale?: string;
  service?: string;
  collection?: FormCollection;
  /** Subscriptions in this state only (default: confirmed). */
  state?: StateChoice;
  format: LeadFormat;
  /** A file to write; standard output when absent. */
  out?: string;
  yes: boolean;
  dryRun: boolean;
}

/** What the leads command was asked to do, or a help text to print. */
export type LeadsOptions =
  | ListOptions
  | (Common & { command: "find"; person: Person })
  | (Common & { command: "erase"; person: Person; yes: boolean; dryRun: boolean })
  | (Common & {
      command: "purge";
      /** Absent: the brand's `leads.retentionMonths`. */
      olderThan?: Period;
      yes: boolean;
      dryRun: boolean;
    })
  | { help: string };

const INVOCATION = "npm run leads --";

const SUMMARIES: Record<LeadsCommand, string> = {
  list: "Lists a brand's leads (enquiries, orders, subscriptions), newest first: a table on a terminal, or CSV or JSON lines.",
  find: "Prints everything held on one person, as JSON (a request to access their data).",
  erase:
    "Deletes everything held on one person and keeps a record of the erasure without their address.",
  purge: "Deletes the leads older than the brand's retention period.",
};

const isFormat = (value: string): value is LeadFormat =>
  LEAD_FORMATS.some((known) => known === value);

const COLLECTIONS: readonly FormCollection[] = ["contact-form", "subscribers"];
const isCollection = (value: string): value is FormCollection =>
  COLLECTIONS.some((known) => known === value);

/** `--state`: a subscription state, or all of them. */
const STATE_CHOICES = [...SUBSCRIPTION_STATES, "all"] as const;
type StateChoice = (typeof STATE_CHOICES)[number];
const isStateChoice = (value: string): value is StateChoice =>
  STATE_CHOICES.some((known) => known === value);

const flag = (description: string): OptionHelp => ({ type: "boolean", description });
const text = (value: string, description: string): OptionHelp => ({
  type: "string",
  value,
  description,
});

/** What `--help` shows and parseArgs accepts for `command`. */
function commandHelp(
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
    list: `${INVOCATION} list --brand healthcare --since 7d --format csv --out leads.csv`,
    find: `${INVOCATION} find --brand engineering --email asha@example.com`,
    erase: `${INVOCATION} erase --brand engineering --email asha@example.com --dry-run`,
    purge: `${INVOCATION} purge --brand engineering --dry-run`,
  };
  return {
    name: command,
    invocation: `${INVOCATION} ${command}`,
    summary: SUMMARIES[command],
    options: options[command],
    example: examples[command],
  };
}

/** The command's own help: its subcommands and how to get each one's. */
function overview(defaultBrand: string): string {
  const width = Math.max(...LEADS_COMMANDS.map((command) => command.length));
  return [
    `usage: ${INVOCATION} <command> [options]`,
    "",
    "The company's leads: read, export, answer a person's request to access or erase their data,",
    "delete what is older than the retention period (docs/leads.md). Reads the brand's local data",
    "(what npm start stored) unless --project names a Firebase project.",
    "",
    "commands:",
    ...LEADS_COMMANDS.map((command) => `  ${command.padEnd(width)}  ${SUMMARIES[command]}`),
    "",
    brandRule(defaultBrand),
    `Each command's options: ${INVOCATION} <command> --help.`,
    "",
    `example: ${INVOCATION} list --brand healthcare --since 7d`,
  ].join("\n");
}

const stringValue = (value: OptionValue): string | undefined =>
  typeof value === "string" ? value : undefined;

/** `--email` and `--mobile`, at least one, each normalised. */
function parsePerson(values: Readonly<Record<string, OptionValue>>, help: CommandHelp): Person {
  const emailText = stringValue(values.email);
  const mobileText = stringValue(values.mobile);
  if (emailText === undefined && mobileText === undefined) {
    throw invalidArgument(
      `${help.name} needs the person: --email <address>, --mobile <digits>, or both.`,
      help,
    );
  }
  const person: Person = {};
  if (emailText !== undefined) {
    const email = personEmail(emailText);
    if (!email) throw invalidArgument(`--email '${emailText}' is not an e-mail address.`, help);
    person.email = email;
  }
  if (mobileText !== undefined) {
    const mobile = personMobile(mobileText);
    if (!mobile) {
      throw invalidArgument(
        `--mobile takes a 10-digit Indian mobile number (+91, spaces and dashes allowed), not '${mobileText}'.`,
        help,
      );
    }
    person.mobile = mobile;
  }
  return person;
}

/** `--older-than`: months or days, at least `MIN_PURGE_DAYS`. */
function parseOlderThan(textValue: string, help: CommandHelp): Period {
  const period = parsePeriod(textValue);
  if (!period || period.unit === "h") {
    throw invalidArgument(
      `--older-than takes months or days, such as 24m or 90d, not '${textValue}'.`,
      help,
    );
  }
  if (periodDays(period) < MIN_PURGE_DAYS) {
    throw invalidArgument(
      `--older-than ${textValue} (${describePeriod(period)}) is shorter than ${MIN_PURGE_DAYS} days: purge never deletes leads still this recent; give ${MIN_PURGE_DAYS}d or more.`,
      help,
    );
  }
  return period;
}

/** `--format`, or the default for where the leads go. */
function parseFormat(
  formatText: string | undefined,
  out: string | undefined,
  stdoutIsTerminal: boolean,
  help: CommandHelp,
): LeadFormat {
  if (formatText !== undefined) {
    if (!isFormat(formatText)) {
      throw invalidArgument(`--format is ${LEAD_FORMATS.join(", ")}, not '${formatText}'.`, help);
    }
    return formatText;
  }
  if (out !== undefined) return /\.(json|jsonl|ndjson)$/i.test(out) ? "json" : "csv";
  return stdoutIsTerminal ? "table" : "csv";
}

/** What `--since` takes, for its errors. */
const SINCE_FORMS = "a period back from now (7d, 24h, 3m) or a day (2026-11-01)";

/**
 * A leads period is counted back from now by itself: `--since -7d` is a slip for `7d`, which
 * parseArgs would otherwise take for an option and report `--since` as having no value.
 * @throws CliError naming the forms accepted
 */
function rejectNegativePeriods(argv: readonly string[], help: CommandHelp): void {
  for (const [index, argument] of argv.entries()) {
    const [name, inline] = argument.split("=", 2);
    const value = inline ?? argv[index + 1] ?? "";
    if ((name === "--since" || name === "--older-than") && /^-\d/.test(value)) {
      throw invalidArgument(
        `${name} takes ${name === "--since" ? SINCE_FORMS : "months or days, such as 24m or 90d"} without a minus sign (a period counts back from now), not '${value}'.`,
        help,
      );
    }
  }
}

/**
 * `--since`'s moment: read, and in the past (a future day, or `0d`, would list nothing).
 * @throws CliError naming the forms accepted
 */
function checkSince(text: string, since: Date | undefined, now: Date, help: CommandHelp): void {
  if (since === undefined)
    throw invalidArgument(`--since takes ${SINCE_FORMS}, not '${text}'.`, help);
  if (since.getTime() < now.getTime()) return;
  const why = since.getTime() > now.getTime() ? "is in the future" : "is a period of zero length";
  throw invalidArgument(`--since ${text} ${why}: it takes ${SINCE_FORMS} in the past.`, help);
}

/** `--brand <id>` or `--brand=<id>` as written, before the strict parse. */
function brandOptionText(argv: readonly string[]): string | undefined {
  for (const [index, argument] of argv.entries()) {
    if (argument === "--brand") return argv[index + 1];
    if (argument.startsWith("--brand=")) return argument.slice("--brand=".length);
  }
  return undefined;
}

/**
 * Parses `<command> [options]` of `npm run leads` with `node:util` parseArgs (strict), or
 * `--help`/`-h` alone or after a command. The brand comes from `--brand`, else `BRAND`, else
 * `defaultBrand`. What needs the brand's manifest (its locales, Services choices, collections and
 * retention period) is checked after it is loaded.
 * @param context.now the moment relative periods (`--since 7d`) count back from
 * @param context.stdoutIsTerminal whether standard output is a terminal (`list`'s default format)
 * @param context.brandLocales each brand's locales (`brandLocales`), which `list --help` lists
 * @throws CliError (one line, pointing at the command's `--help`) on a missing or unknown command,
 *   an unknown option, an option without its value, a period or date that cannot be read, an
 *   e-mail address or mobile number that is not one, a format or collection that does not exist,
 *   a `--since` in the future or of zero length, a period written with a minus sign, or
 *   `--older-than` under 30 days
 */
export function parseLeadsArgs(
  argv: readonly string[],
  env: CommandEnv,
  defaultBrand: string,
  context: {
    now: Date;
    stdoutIsTerminal: boolean;
    brandLocales: Readonly<Record<string, readonly string[]>>;
  },
): LeadsOptions {
  const chosen = subcommandOf(argv, {
    name: "leads",
    invocation: INVOCATION,
    commands: LEADS_COMMANDS,
    overview: () => overview(defaultBrand),
  });
  if ("help" in chosen) return chosen;
  const { command, rest } = chosen;
  // The brand is read before the options so that `--help` lists its locales; the help of an
  // unknown brand says where they come from, and using it fails once it is loaded.
  const helpBrand = chosenBrand(brandOptionText(rest), env, defaultBrand);
  const help = commandHelp(command, env, defaultBrand, context.brandLocales[helpBrand]);
  rejectNegativePeriods(rest, help);
  const parsed = parseCommandLine(rest, help);
  if ("help" in parsed) return parsed;
  const { values } = parsed;
  const brand = chosenBrand(values.brand, env, defaultBrand);
  const project = stringValue(values.project);
  if (project !== undefined && !/^[a-z0-9][a-z0-9-]*$/.test(project)) {
    throw invalidArgument(
      `--project takes a Firebase project id or its .firebaserc alias (lower-case letters, digits, hyphens), not '${project}'.`,
      help,
    );
  }
  const common: Common = {
    brand,
    target: project === undefined ? { kind: "local" } : { kind: "production", project },
  };
  const yes = values.yes === true;
  const dryRun = values["dry-run"] === true;
  switch (command) {
    case "find":
      return { ...common, command, person: parsePerson(values, help) };
    case "erase":
      return { ...common, command, person: parsePerson(values, help), yes, dryRun };
    case "purge": {
      const olderThanText = stringValue(values["older-than"]);
      return {
        ...common,
        command,
        ...(olderThanText === undefined ? {} : { olderThan: parseOlderThan(olderThanText, help) }),
        yes,
        dryRun,
      };
    }
    case "list": {
      const sinceText = stringValue(values.since);
      const since = sinceText === undefined ? undefined : parseSince(sinceText, context.now);
      if (sinceText !== undefined) checkSince(sinceText, since, context.now, help);
      const collectionText = stringValue(values.collection);
      if (collectionText !== undefined && !isCollection(collectionText)) {
        throw invalidArgument(
          `--collection is ${COLLECTIONS.join(" or ")}, not '${collectionText}'.`,
          help,
        );
      }
      const state = stringValue(values.state);
      if (state !== undefined && !isStateChoice(state)) {
        throw invalidArgument(`--state is ${STATE_CHOICES.join(", ")}, not '${state}'.`, help);
      }
      const out = stringValue(values.out);
      if (dryRun && out === undefined) {
        throw invalidArgument("--dry-run works with --out: without it nothing is written.", help);
      }
      const locale = stringValue(values.locale);
      const service = stringValue(values.service);
      return {
        ...common,
        command,
        ...(since ? { since } : {}),
        ...(locale === undefined ? {} : { locale }),
        ...(service === undefined ? {} : { service }),
        ...(collectionText === undefined ? {} : { collection: collectionText }),
        ...(state === undefined ? {} : { state }),
        format: parseFormat(stringValue(values.format), out, context.stdoutIsTerminal, help),
        ...(out === undefined ? {} : { out }),
        yes,
        dryRun,
      };
    }
  }
}
