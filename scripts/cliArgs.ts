/** The maintainers' commands. */
export const COMMANDS = ["dev", "build", "preview", "start", "deploy"] as const;
export type Command = (typeof COMMANDS)[number];

/** What the CLI was asked to do. */
export interface CliOptions {
  command: Command;
  /** A brand id, or `all` (build only). */
  brand: string;
  /** Port to listen on, when given. */
  port: number | undefined;
}

/** A command line the CLI cannot act on; the message says what is accepted. */
export class CliError extends Error {
  override name = "CliError";
}

const isCommand = (value: string | undefined): value is Command =>
  COMMANDS.some((known) => known === value);

const USAGE = "usage: npm run <dev|build|preview|start|deploy> -- [--brand <id>|all] [--port <n>]";

/**
 * Parses `<command> [--brand <id>] [--port <n>]` (also `--brand=<id>`). The brand comes from
 * `--brand`, else the `BRAND` environment variable, else `defaultBrand`.
 * @throws CliError on an unknown command or flag, a flag without a value, a bad port, or `all`
 *   outside `build`
 */
export function parseCliArgs(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  defaultBrand: string,
): CliOptions {
  const [command, ...rest] = argv;
  if (!isCommand(command)) {
    throw new CliError(`Unknown command '${command ?? ""}'. ${USAGE}`);
  }
  const flags = new Map<string, string>();
  for (let index = 0; index < rest.length; index++) {
    const arg = rest[index] ?? "";
    const match = /^--(brand|port)(?:=(.*))?$/.exec(arg);
    if (!match?.[1]) throw new CliError(`Unknown argument '${arg}'. ${USAGE}`);
    const value = match[2] ?? rest[++index];
    if (value === undefined || value === "" || value.startsWith("--")) {
      throw new CliError(`--${match[1]} needs a value. ${USAGE}`);
    }
    flags.set(match[1], value);
  }
  const brand = flags.get("brand") ?? env.BRAND ?? defaultBrand;
  if (brand === "all" && command !== "build") {
    throw new CliError(`--brand all works with build only; ${command} takes one brand at a time.`);
  }
  const portText = flags.get("port");
  const port = portText === undefined ? undefined : Number(portText);
  if (port !== undefined && !(Number.isInteger(port) && port > 0 && port < 65536)) {
    throw new CliError(`--port must be a whole number from 1 to 65535, not '${portText}'.`);
  }
  return { command, brand, port };
}
