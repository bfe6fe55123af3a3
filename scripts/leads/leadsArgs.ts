import {
  type FormCollection,
  LEAD_COLLECTIONS,
  SUBSCRIPTION_STATES,
} from "../../src/lib/leads/leadStore";
import {
  type CommandEnv,
  type CommandHelp,
  chosenBrand,
  invalidArgument,
  type OptionValue,
  parseCommandLine,
  subcommandOf,
} from "../lib/commandLine";
import { LEAD_FORMATS, type LeadFormat } from "./leadOutput";
import {
  LEADS_COMMANDS,
  LEADS_INVOCATION,
  leadsCommandHelp,
  leadsOverview,
  MIN_PURGE_DAYS,
} from "./leadsHelp";
import { describePeriod, type Period, parsePeriod, parseSince, periodDays } from "./leadsPeriod";
import { type Person, personEmail, personMobile } from "./person";

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

const isFormat = (value: string): value is LeadFormat =>
  LEAD_FORMATS.some((known) => known === value);

const isCollection = (value: string): value is FormCollection =>
  LEAD_COLLECTIONS.some((known) => known === value);

/** `--state`: a subscription state, or all of them. */
const STATE_CHOICES = [...SUBSCRIPTION_STATES, "all"] as const;
type StateChoice = (typeof STATE_CHOICES)[number];
const isStateChoice = (value: string): value is StateChoice =>
  STATE_CHOICES.some((known) => known === value);

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
    invocation: LEADS_INVOCATION,
    commands: LEADS_COMMANDS,
    overview: () => leadsOverview(defaultBrand),
  });
  if ("help" in chosen) return chosen;
  const { command, rest } = chosen;
  // The brand is read before the options so that `--help` lists its locales; the help of an
  // unknown brand says where they come from, and using it fails once it is loaded.
  const helpBrand = chosenBrand(brandOptionText(rest), env, defaultBrand);
  const help = leadsCommandHelp(command, env, defaultBrand, context.brandLocales[helpBrand]);
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
          `--collection is ${LEAD_COLLECTIONS.join(" or ")}, not '${collectionText}'.`,
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
