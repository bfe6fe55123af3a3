import { describe, expect, it } from "vitest";
import {
  brandOption,
  CliError,
  chosenBrand,
  subcommandOf,
} from "../../../../scripts/lib/commandLine";

describe("the brand every command acts on", () => {
  it.each([
    { value: "healthcare", env: { BRAND: "other" }, brand: "healthcare" },
    { value: undefined, env: { BRAND: "other" }, brand: "other" },
    { value: undefined, env: {}, brand: "engineering" },
    { value: true, env: {}, brand: "engineering" },
  ])("--brand $value with $env → $brand", ({ value, env, brand }) => {
    expect(chosenBrand(value, env, "engineering")).toBe(brand);
  });

  it("shows in --help where its default comes from", () => {
    expect(brandOption({}, "engineering").description).toBe("the brand (default: engineering)");
    expect(
      brandOption({ BRAND: "healthcare" }, "engineering", "the brand, or all", "<id>|all"),
    ).toEqual({
      type: "string",
      value: "<id>|all",
      description: "the brand, or all (default: healthcare, from BRAND)",
    });
  });
});

describe("a command made of sub-commands", () => {
  const whole = {
    name: "leads",
    invocation: "npm run leads --",
    commands: ["list", "find"] as const,
    overview: () => "the overview",
  };

  it("reads the sub-command and keeps the arguments after it", () => {
    expect(subcommandOf(["list", "--brand", "x"], whole)).toEqual({
      command: "list",
      rest: ["--brand", "x"],
    });
  });

  it.each([["--help"], ["-h"]])("answers %s in its place with the overview", (flag) => {
    expect(subcommandOf([flag, "list"], whole)).toEqual({ help: "the overview" });
  });

  it.each([
    { argv: [], message: "missing command: one of list, find. Try 'npm run leads -- --help'." },
    {
      argv: ["lsit"],
      message:
        "unknown command 'lsit': the commands are list, find. Try 'npm run leads -- --help'.",
    },
  ])("refuses $argv in one line naming the sub-commands", ({ argv, message }) => {
    expect(() => subcommandOf(argv, whole)).toThrow(new CliError(message));
  });
});
