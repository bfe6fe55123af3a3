import { parseArgs } from "node:util";

/**
 * An error whose message is the whole story for the user (bad input, or a known failure of the
 * local stack, saying what to do): a script prints it as one line, `error: <message>`, with exit
 * code 1 and no stack (`orExit`).
 */
export class UserError extends Error {
  override name = "UserError";
}

/** A command line a script cannot act on; the message is one line that says what to do. */
export class CliError extends UserError {
  override name = "CliError";
}

/** One option: its `node:util` parseArgs type, and what `--help` prints for it. */
export interface OptionHelp {
  type: "string" | "boolean";
  short?: string;
  /** A string option that may be given several times; its value is then the list of them. */
  multiple?: boolean;
  /** The value's placeholder in the help, e.g. `<id>`; string options only. */
  value?: string;
  /** One line; says the default. */
  description: string;
}

/** A parsed option: a string, a flag, the strings of a `multiple` option, or absent. */
export type OptionValue = string | boolean | Array<string | boolean> | undefined;

/** What `--help` prints for one command, and how the user runs it. */
export interface CommandHelp {
  /** The name errors call the command by, e.g. `build`. */
  name: string;
  /** How the user runs it, options following, e.g. `npm run build --`. */
  invocation: string;
  /** Positional arguments as the usage line shows them, e.g. `[brand]`; none when absent. */
  positionals?: string;
  summary: string;
  options: Record<string, OptionHelp>;
  example: string;
}

const HELP_OPTION: Record<string, OptionHelp> = {
  help: { type: "boolean", short: "h", description: "show this help" },
};

/** The `--help` text of a command: usage, summary, options with their defaults, an example. */
export function helpText(command: CommandHelp): string {
  const options = Object.entries({ ...command.options, ...HELP_OPTION }).map(([name, option]) => [
    `${option.short ? `-${option.short}, ` : ""}--${name}${option.value ? ` ${option.value}` : ""}`,
    option.description,
  ]);
  const width = Math.max(...options.map(([flags = ""]) => flags.length));
  return [
    `usage: ${command.invocation} [options]${command.positionals ? ` ${command.positionals}` : ""}`,
    "",
    command.summary,
    "",
    "options:",
    ...options.map(([flags = "", description]) => `  ${flags.padEnd(width)}  ${description}`),
    "",
    `example: ${command.example}`,
  ].join("\n");
}

/** `Try 'npm run build -- --help'.` */
const tryHelp = (command: { invocation: string }) => `Try '${command.invocation} --help'.`;

/** Node's parseArgs error as one line in our wording, or undefined for any other error. */
function oneLine(
  error: unknown,
  command: { name: string; invocation: string },
): string | undefined {
  if (!(error instanceof Error) || !("code" in error)) return undefined;
  // Node's messages quote the argument first: "Unknown option '--prot'", "Unexpected argument
  // 'x'", "Option '--brand <value>' argument missing", "Option '-h, --help' does not take an
  // argument".
  const quoted = /'(?:-\w, )?([^' ]*)/.exec(error.message)?.[1] ?? "";
  const where = `for '${command.name}'. ${tryHelp(command)}`;
  switch (error.code) {
    case "ERR_PARSE_ARGS_UNKNOWN_OPTION":
      return `unknown option '${quoted}' ${where}`;
    case "ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL":
      return `unexpected argument '${quoted}' ${where}`;
    case "ERR_PARSE_ARGS_INVALID_OPTION_VALUE":
      return error.message.includes("does not take an argument")
        ? `${quoted} takes no value ${where}`
        : `${quoted} needs a value ${where}`;
    default:
      return undefined;
  }
}

/**
 * Parses `argv` (the arguments after the command) with `node:util` parseArgs, strictly: only
 * `command.options`, `-h`/`--help`, and positionals when `command.positionals` is set.
 * @returns `{ help }` (the help text) when `--help` or `-h` is given, else the parsed values and
 *   positionals
 * @throws CliError, one line naming the argument and the command and pointing at `--help`, on an
 *   unknown option, an option without its value (`--brand` last or followed by another option),
 *   a value given to a flag, or an unexpected positional argument
 */
export function parseCommandLine(
  argv: readonly string[],
  command: CommandHelp,
): { help: string } | { values: Readonly<Record<string, OptionValue>>; positionals: string[] } {
  const options = { ...command.options, ...HELP_OPTION };
  try {
    const parsed = parseArgs({
      args: [...argv],
      options,
      strict: true,
      allowPositionals: command.positionals !== undefined,
    });
    if (parsed.values.help === true) return { help: helpText(command) };
    return { values: parsed.values, positionals: parsed.positionals };
  } catch (error) {
    const message = oneLine(error, command);
    if (message === undefined) throw error;
    throw new CliError(message);
  }
}

/** The environment a command reads its settings from (`process.env`, or a test's). */
export type CommandEnv = Readonly<Record<string, string | undefined>>;

/**
 * The brand a command acts on, by one rule for every command: `--brand`, else the `BRAND`
 * environment variable, else `defaultBrand`.
 * @param value the parsed `--brand` option (absent when not given)
 */
export function chosenBrand(value: OptionValue, env: CommandEnv, defaultBrand: string): string {
  return (typeof value === "string" ? value : undefined) ?? env.BRAND ?? defaultBrand;
}

/**
 * The `--brand <id>` option as `--help` shows it, its default as `chosenBrand` finds it
 * (`healthcare, from BRAND` when the variable is set).
 * @param what the option's meaning before its default, e.g. `the brand, or every brand`
 * @param value the value's placeholder, e.g. `<id>|all`
 */
export function brandOption(
  env: CommandEnv,
  defaultBrand: string,
  what = "the brand",
  value = "<id>",
): OptionHelp {
  const shown = env.BRAND ? `${env.BRAND}, from BRAND` : defaultBrand;
  return { type: "string", value, description: `${what} (default: ${shown})` };
}

/** The line of a command's overview that says where its brand comes from. */
export const brandRule = (defaultBrand: string): string =>
  `The brand comes from --brand, else the BRAND environment variable, else ${defaultBrand}.`;

/** A command made of sub-commands (`npm run leads -- list`), as its own help and errors name it. */
export interface Subcommands<C extends string> {
  name: string;
  invocation: string;
  commands: readonly C[];
  /** The whole command's help: its sub-commands and how to get each one's. */
  overview: () => string;
}

/**
 * Reads the sub-command of a command line whose first argument names one.
 * @returns `{ help }` (the overview) for `--help` or `-h` in its place, else the sub-command and
 *   the arguments after it
 * @throws CliError naming the sub-commands when the first argument is missing or names none
 */
export function subcommandOf<C extends string>(
  argv: readonly string[],
  whole: Subcommands<C>,
): HelpRequest | { command: C; rest: string[] } {
  const [first, ...rest] = argv;
  if (first === "--help" || first === "-h") return { help: whole.overview() };
  const command = whole.commands.find((known) => known === first);
  if (command === undefined) {
    throw invalidArgument(
      first === undefined
        ? `missing command: one of ${whole.commands.join(", ")}.`
        : `unknown command '${first}': the commands are ${whole.commands.join(", ")}.`,
      whole,
    );
  }
  return { command, rest };
}

/** A CliError for a command line that parsed but makes no sense, pointing at `--help`. */
export function invalidArgument(
  message: string,
  command: { name: string; invocation: string },
): CliError {
  return new CliError(`${message} ${tryHelp(command)}`);
}

/** What a parser returns for `--help`: the text to print. */
export interface HelpRequest {
  help: string;
}

const isHelpRequest = (parsed: object): parsed is HelpRequest =>
  "help" in parsed && typeof parsed.help === "string";

/**
 * Runs the command-line parser of a script run on its own (bench, screenshots, artwork, share
 * image): prints the help and exits 0 when it returns `{ help }`, or prints its CliError in one
 * line and exits 1.
 * @returns what the parser returned otherwise
 */
export function parsedOrExit<T extends object>(parse: () => T | HelpRequest): T {
  try {
    const parsed = parse();
    if (isHelpRequest(parsed)) {
      console.log(parsed.help);
      process.exit(0);
    }
    return parsed;
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    console.error(`error: ${error.message}`);
    process.exit(1);
  }
}

/** `parseCommandLine` through parsedOrExit: the parsed values and positionals. */
export const commandLineOrExit = (argv: readonly string[], command: CommandHelp) =>
  parsedOrExit(() => parseCommandLine(argv, command));

/**
 * Runs a script's work; a UserError is printed as one line, `error: <message>`, with exit code 1.
 * Any other error is thrown on, with its stack.
 * @returns what `work` resolved to
 */
export async function orExit<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    console.error(`error: ${error.message}`);
    process.exit(1);
  }
}
