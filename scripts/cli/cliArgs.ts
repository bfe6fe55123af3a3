import {
  brandOption,
  brandRule,
  type CommandEnv,
  type CommandHelp,
  chosenBrand,
  invalidArgument,
  type OptionHelp,
  parseCommandLine,
  subcommandOf,
} from "../lib/commandLine";

/** The maintainers' commands. */
export const COMMANDS = ["dev", "build", "preview", "start", "deploy"] as const;
export type Command = (typeof COMMANDS)[number];

/** Default port of `preview` and `start`. */
const DEFAULT_PORT = 4173;
/** Default port of `dev` (Vite's; the next free one when taken). */
const DEFAULT_DEV_PORT = 5173;

/** The commands that serve the site on a port. */
type ServingCommand = "dev" | "preview" | "start";

/** What the CLI was asked to do: a command to run, or a help text to print. */
export type CliOptions =
  | {
      command: ServingCommand;
      brand: string;
      /** Port to listen on (the command's default when not given). */
      port: number;
    }
  | {
      command: "build";
      /** A brand id, or `all`. */
      brand: string;
      /**
       * Whether the copy's warnings (untranslated strings, unused keys) fail the build:
       * `--strict`, or a CI environment (`CI` set, as CI services set it).
       */
      strict: boolean;
    }
  | { command: "deploy"; brand: string }
  | { help: string };

const isServing = (command: Command): command is ServingCommand =>
  command === "dev" || command === "preview" || command === "start";

const SUMMARIES: Record<Command, string> = {
  dev: "Vite dev server with hot reload.",
  build: "Prerendered production build of a brand into dist/<id>/.",
  preview: "Serves an existing dist/<id>/ as Firebase Hosting would (headers, CSP, clean URLs).",
  start:
    "Builds the brand and serves it with its local backend (Firestore emulator, EmailJS stand-in); Ctrl-C stops all three.",
  deploy: "Checks, builds and deploys the brand to its Firebase project.",
};

/** The port `command` listens on by default. */
const defaultPort = (command: ServingCommand): number =>
  command === "dev" ? DEFAULT_DEV_PORT : DEFAULT_PORT;

/** What `--help` shows and parseArgs accepts for `command`. */
function commandHelp(command: Command, env: CommandEnv, defaultBrand: string): CommandHelp {
  const invocation = command === "start" ? "npm start --" : `npm run ${command} --`;
  const brand =
    command === "build"
      ? brandOption(env, defaultBrand, "the brand, or every brand in brands/", "<id>|all")
      : brandOption(env, defaultBrand);
  const options: Record<string, OptionHelp> = isServing(command)
    ? {
        brand,
        port: {
          type: "string",
          value: "<n>",
          description: `port on 127.0.0.1 (default: ${defaultPort(command)}${command === "dev" ? ", or the next free one" : ""})`,
        },
      }
    : command === "build"
      ? {
          brand,
          strict: {
            type: "boolean",
            description:
              "fail on the copy's warnings (a string shown exactly as another locale has it, a key nothing shows) rather than list them (default: on when CI is set)",
          },
        }
      : { brand };
  const example =
    command === "build"
      ? `${invocation} --brand all`
      : `${invocation} --brand healthcare${"port" in options ? " --port 8080" : ""}`;
  return { name: command, invocation, summary: SUMMARIES[command], options, example };
}

/** The CLI's own help: its commands and how to get each one's. */
function overview(defaultBrand: string): string {
  const width = Math.max(...COMMANDS.map((command) => command.length));
  return [
    "usage: npm start -- [options] | npm run <command> -- [options]",
    "",
    "The brand CLI: builds and serves one brand of the site.",
    "",
    "commands:",
    ...COMMANDS.map((command) => `  ${command.padEnd(width)}  ${SUMMARIES[command]}`),
    "",
    brandRule(defaultBrand),
    "Each command's options: npm run <command> -- --help (npm start -- --help).",
    "",
    "example: npm run build -- --brand healthcare",
  ].join("\n");
}

/**
 * Parses `<command> [--brand <id>] [--port <n>] [--strict]` (also `--brand=<id>`) with
 * `node:util` parseArgs, or `--help`/`-h` alone or after a command. The brand comes from
 * `--brand`, else the `BRAND` environment variable, else `defaultBrand`; `--port` is taken by
 * dev, preview and start only, `--strict` by build only (and implied by a `CI` variable).
 * @throws CliError (one line) on a missing or unknown command, an unknown option, an option
 *   without its value, a port outside 1-65535, or `all` outside `build`
 */
export function parseCliArgs(
  argv: readonly string[],
  env: CommandEnv,
  defaultBrand: string,
): CliOptions {
  const chosen = subcommandOf(argv, {
    name: "cli",
    invocation: "npx tsx scripts/cli/cli.ts",
    commands: COMMANDS,
    overview: () => overview(defaultBrand),
  });
  if ("help" in chosen) return chosen;
  const { command, rest } = chosen;
  const help = commandHelp(command, env, defaultBrand);
  const parsed = parseCommandLine(rest, help);
  if ("help" in parsed) return parsed;
  const { values } = parsed;
  const brand = chosenBrand(values.brand, env, defaultBrand);
  if (brand === "all" && command !== "build") {
    throw invalidArgument(
      `--brand all works with build only; ${command} takes one brand at a time.`,
      help,
    );
  }
  if (command === "build") {
    const ci = env.CI !== undefined && !["", "0", "false"].includes(env.CI);
    return { command, brand, strict: values.strict === true || ci };
  }
  if (!isServing(command)) return { command, brand };
  const portText = values.port;
  if (typeof portText !== "string") return { command, brand, port: defaultPort(command) };
  const port = Number(portText);
  if (!(Number.isInteger(port) && port > 0 && port < 65536)) {
    throw invalidArgument(
      `--port must be a whole number from 1 to 65535, not '${portText}'.`,
      help,
    );
  }
  return { command, brand, port };
}
