import { describe, expect, it } from "vitest";
import { COMMANDS, parseCliArgs } from "../../../../scripts/cli/cliArgs";
import { CliError } from "../../../../scripts/lib/commandLine";

describe("parseCliArgs", () => {
  const parse = (argv: string[], env: Record<string, string | undefined> = {}) =>
    parseCliArgs(argv, env, "engineering");

  it.each([
    { argv: ["build"], env: {}, brand: "engineering", port: undefined },
    { argv: ["build", "--brand", "healthcare"], env: {}, brand: "healthcare", port: undefined },
    { argv: ["build", "--brand=healthcare"], env: {}, brand: "healthcare", port: undefined },
    { argv: ["build"], env: { BRAND: "healthcare" }, brand: "healthcare", port: undefined },
    {
      argv: ["build", "--brand", "engineering"],
      env: { BRAND: "healthcare" },
      brand: "engineering",
      port: undefined,
    },
    { argv: ["build", "--brand", "all"], env: {}, brand: "all", port: undefined },
    {
      argv: ["preview", "--brand", "healthcare", "--port", "5000"],
      env: {},
      brand: "healthcare",
      port: 5000,
    },
    { argv: ["preview"], env: {}, brand: "engineering", port: 4173 },
    { argv: ["start", "--port=8081"], env: {}, brand: "engineering", port: 8081 },
    { argv: ["start"], env: { BRAND: "healthcare" }, brand: "healthcare", port: 4173 },
    { argv: ["dev"], env: {}, brand: "engineering", port: 5173 },
    { argv: ["dev", "--port", "65535"], env: {}, brand: "engineering", port: 65535 },
    { argv: ["deploy", "--brand", "healthcare"], env: {}, brand: "healthcare", port: undefined },
  ])("$argv with env $env → brand $brand, port $port", ({ argv, env, brand, port }) => {
    const strict = argv[0] === "build" ? { strict: false } : {};
    expect(parse(argv, env)).toEqual({ command: argv[0], brand, port, ...strict });
  });

  it("fails a build on the copy's warnings with --strict, or when CI is set", () => {
    expect(parse(["build", "--strict"])).toMatchObject({ strict: true });
    expect(parse(["build"], { CI: "true" })).toMatchObject({ strict: true });
    expect(parse(["build"], { CI: "1" })).toMatchObject({ strict: true });
    expect(parse(["build"], { CI: "false" })).toMatchObject({ strict: false });
    expect(() => parse(["start", "--strict"])).toThrow("unknown option '--strict' for 'start'.");
  });

  it.each([
    { argv: [], message: "missing command: one of dev, build, preview, start, deploy." },
    { argv: ["publish"], message: "unknown command 'publish': the commands are" },
    {
      argv: ["start", "--prot", "1"],
      message: "unknown option '--prot' for 'start'. Try 'npm start -- --help'.",
    },
    {
      argv: ["build", "--colour", "red"],
      message: "unknown option '--colour' for 'build'. Try 'npm run build -- --help'.",
    },
    { argv: ["build", "--port", "1"], message: "unknown option '--port' for 'build'." },
    { argv: ["deploy", "-p"], message: "unknown option '-p' for 'deploy'." },
    {
      argv: ["build", "--brand"],
      message: "--brand needs a value for 'build'. Try 'npm run build -- --help'.",
    },
    { argv: ["build", "--brand", "--port", "1"], message: "--brand needs a value for 'build'." },
    { argv: ["start", "--port"], message: "--port needs a value for 'start'." },
    { argv: ["start", "--help=yes"], message: "--help takes no value for 'start'." },
    { argv: ["build", "healthcare"], message: "unexpected argument 'healthcare' for 'build'." },
    { argv: ["preview", "--port", "http"], message: "--port must be a whole number" },
    { argv: ["preview", "--port", "70000"], message: "from 1 to 65535, not '70000'." },
    { argv: ["start", "--port", "0"], message: "from 1 to 65535, not '0'." },
    { argv: ["dev", "--port", "80.5"], message: "from 1 to 65535, not '80.5'." },
    { argv: ["preview", "--brand", "all"], message: "--brand all works with build only" },
    { argv: ["deploy", "--brand", "all"], message: "deploy takes one brand at a time." },
  ])("refuses $argv in one line", ({ argv, message }) => {
    let thrown: unknown;
    try {
      parse(argv);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(CliError);
    const text = thrown instanceof Error ? thrown.message : "";
    expect(text).toContain(message);
    expect(text).not.toContain("\n");
    expect(text).toMatch(
      /Try '(npm start|npm run \w+|npx tsx scripts\/cli\/cli\.ts) -- --help'\.$|Try 'npx tsx scripts\/cli\/cli\.ts --help'\.$/,
    );
  });

  it.each(
    COMMANDS.flatMap((command) => [
      [command, "--help"],
      [command, "-h"],
    ]),
  )("%s %s prints the command's usage, options with defaults and an example", (command, flag) => {
    const result = parse([command, flag, "--brand", "healthcare"]);
    if (!("help" in result)) throw new Error(`no help for ${command}`);
    const run = command === "start" ? "npm start --" : `npm run ${command} --`;
    expect(result.help).toContain(`usage: ${run} [options]`);
    expect(result.help).toContain("--brand <id>");
    expect(result.help).toContain("(default: engineering)");
    expect(result.help).toContain("-h, --help");
    expect(result.help).toContain(`example: ${run} --brand`);
    const servesPort = { dev: "5173", preview: "4173", start: "4173" }[command as string];
    if (servesPort)
      expect(result.help).toContain(`--port <n>    port on 127.0.0.1 (default: ${servesPort}`);
    else expect(result.help).not.toContain("--port");
  });

  it("says where the brand default comes from", () => {
    const result = parse(["build", "--help"], { BRAND: "healthcare" });
    expect("help" in result && result.help).toContain("(default: healthcare, from BRAND)");
    expect("help" in result && result.help).toContain("--brand <id>|all");
  });

  it.each([["--help"], ["-h"]])("%s alone lists every command", (flag) => {
    const result = parse([flag]);
    if (!("help" in result)) throw new Error("no help");
    for (const command of COMMANDS)
      expect(result.help).toMatch(new RegExp(`^  ${command} +\\S`, "m"));
    expect(result.help).toContain("npm run <command> -- --help");
  });
});
