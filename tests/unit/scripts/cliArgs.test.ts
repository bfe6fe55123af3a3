import { describe, expect, it } from "vitest";
import { CliError, parseCliArgs } from "../../../scripts/cliArgs";

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
    { argv: ["start", "--port=8081"], env: {}, brand: "engineering", port: 8081 },
    { argv: ["deploy", "--brand", "healthcare"], env: {}, brand: "healthcare", port: undefined },
  ])("$argv with env $env → brand $brand, port $port", ({ argv, env, brand, port }) => {
    expect(parse(argv, env)).toEqual({ command: argv[0], brand, port });
  });

  it.each([
    { argv: [], message: /Unknown command ''/ },
    { argv: ["publish"], message: /Unknown command 'publish'/ },
    { argv: ["build", "--colour", "red"], message: /Unknown argument '--colour'/ },
    { argv: ["build", "--brand"], message: /--brand needs a value/ },
    { argv: ["build", "--brand", "--port", "1"], message: /--brand needs a value/ },
    { argv: ["preview", "--port", "http"], message: /--port must be a whole number/ },
    { argv: ["preview", "--port", "70000"], message: /--port must be a whole number/ },
    { argv: ["preview", "--brand", "all"], message: /--brand all works with build only/ },
    { argv: ["deploy", "--brand", "all"], message: /deploy takes one brand at a time/ },
  ])("refuses $argv", ({ argv, message }) => {
    expect(() => parse(argv)).toThrow(CliError);
    expect(() => parse(argv)).toThrow(message);
  });
});
