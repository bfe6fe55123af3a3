import { describe, expect, it } from "vitest";
import { parseLeadsArgs } from "../../../../scripts/leads/leadsArgs";
import { LEADS_COMMANDS } from "../../../../scripts/leads/leadsHelp";
import { CliError } from "../../../../scripts/lib/commandLine";

const now = new Date("2026-11-27T10:00:00.000Z");
const parse = (
  argv: string[],
  options: { env?: Record<string, string | undefined>; terminal?: boolean } = {},
) =>
  parseLeadsArgs(argv, options.env ?? {}, "engineering", {
    now,
    stdoutIsTerminal: options.terminal ?? false,
    brandLocales: { engineering: ["en", "hi"], healthcare: ["en", "hi", "mr"] },
  });

describe("parseLeadsArgs", () => {
  it("lists the local data of the default brand, a table on a terminal and CSV to a pipe", () => {
    expect(parse(["list"], { terminal: true })).toEqual({
      command: "list",
      brand: "engineering",
      target: { kind: "local" },
      format: "table",
      yes: false,
      dryRun: false,
    });
    expect(parse(["list"])).toMatchObject({ format: "csv" });
    expect(parse(["list"], { env: { BRAND: "healthcare" } })).toMatchObject({
      brand: "healthcare",
    });
  });

  it("reads list's filters and output, a file's format from its name unless --format says", () => {
    expect(
      parse([
        "list",
        "--brand=healthcare",
        "--since",
        "7d",
        "--locale",
        "hi",
        "--service",
        "30-day pack",
        "--collection",
        "contact-form",
        "--out",
        "leads.json",
        "--yes",
      ]),
    ).toEqual({
      command: "list",
      brand: "healthcare",
      target: { kind: "local" },
      since: new Date("2026-11-20T10:00:00.000Z"),
      locale: "hi",
      service: "30-day pack",
      collection: "contact-form",
      format: "json",
      out: "leads.json",
      yes: true,
      dryRun: false,
    });
    expect(parse(["list", "--out", "leads.csv"], { terminal: true })).toMatchObject({
      format: "csv",
    });
    expect(parse(["list", "--out", "leads.csv", "--format", "json"])).toMatchObject({
      format: "json",
    });
    expect(parse(["list", "--since", "2026-11-01"])).toMatchObject({
      since: new Date("2026-10-31T18:30:00.000Z"),
    });
  });

  it("reads production's project, and find's and erase's person, normalised", () => {
    expect(parse(["find", "--email", " Asha@Example.com", "--project", "acme-prod"])).toEqual({
      command: "find",
      brand: "engineering",
      target: { kind: "production", project: "acme-prod" },
      person: { email: "asha@example.com" },
    });
    expect(
      parse(["erase", "--mobile", "+91 98765 43210", "--email", "a@b.co", "--dry-run"]),
    ).toMatchObject({
      command: "erase",
      person: { email: "a@b.co", mobile: "9876543210" },
      yes: false,
      dryRun: true,
    });
  });

  it("leaves purge's period to the brand unless --older-than gives one", () => {
    expect(parse(["purge", "--yes"])).toEqual({
      command: "purge",
      brand: "engineering",
      target: { kind: "local" },
      yes: true,
      dryRun: false,
    });
    expect(parse(["purge", "--older-than", "36m"])).toMatchObject({
      olderThan: { amount: 36, unit: "m" },
    });
    expect(parse(["purge", "--older-than", "30d"])).toMatchObject({
      olderThan: { amount: 30, unit: "d" },
    });
  });

  it.each([
    {
      argv: [],
      message: "missing command: one of list, find, erase, purge. Try 'npm run leads -- --help'.",
    },
    {
      argv: ["export"],
      message: "unknown command 'export': the commands are list, find, erase, purge.",
    },
    {
      argv: ["list", "--since", "yesterday"],
      message:
        "--since takes a period back from now (7d, 24h, 3m) or a day (2026-11-01), not 'yesterday'. Try 'npm run leads -- list --help'.",
    },
    { argv: ["list", "--since", "2026-02-30"], message: "not '2026-02-30'." },
    {
      argv: ["list", "--since", "-7d"],
      message:
        "--since takes a period back from now (7d, 24h, 3m) or a day (2026-11-01) without a minus sign (a period counts back from now), not '-7d'.",
    },
    { argv: ["list", "--since=-24h"], message: "without a minus sign" },
    { argv: ["purge", "--older-than", "-90d"], message: "without a minus sign" },
    {
      argv: ["list", "--since", "2030-01-01"],
      message:
        "--since 2030-01-01 is in the future: it takes a period back from now (7d, 24h, 3m) or a day (2026-11-01) in the past.",
    },
    { argv: ["list", "--since", "2026-11-28"], message: "--since 2026-11-28 is in the future" },
    { argv: ["list", "--since", "0d"], message: "--since 0d is a period of zero length: it takes" },
    { argv: ["list", "--since", "0h"], message: "is a period of zero length" },
    { argv: ["list", "--format", "xlsx"], message: "--format is table, csv, json, not 'xlsx'." },
    {
      argv: ["list", "--collection", "users"],
      message: "--collection is contact-form or subscribers, not 'users'.",
    },
    { argv: ["list", "--dry-run"], message: "--dry-run works with --out" },
    { argv: ["list", "--email", "a@b.co"], message: "unknown option '--email' for 'list'." },
    {
      argv: ["find"],
      message: "find needs the person: --email <address>, --mobile <digits>, or both.",
    },
    { argv: ["erase", "--yes"], message: "erase needs the person" },
    { argv: ["find", "--email", "asha"], message: "--email 'asha' is not an e-mail address." },
    {
      argv: ["erase", "--mobile", "12345"],
      message: "--mobile takes a 10-digit Indian mobile number",
    },
    { argv: ["find", "--email"], message: "--email needs a value for 'find'." },
    {
      argv: ["purge", "--older-than", "24"],
      message: "--older-than takes months or days, such as 24m or 90d, not '24'.",
    },
    { argv: ["purge", "--older-than", "48h"], message: "not '48h'." },
    {
      argv: ["purge", "--older-than", "29d"],
      message:
        "--older-than 29d (29 days) is shorter than 30 days: purge never deletes leads still this recent; give 30d or more.",
    },
    { argv: ["purge", "--since", "7d"], message: "unknown option '--since' for 'purge'." },
    { argv: ["list", "--project", "Acme Prod"], message: "--project takes a Firebase project id" },
    { argv: ["list", "extra"], message: "unexpected argument 'extra' for 'list'." },
  ])("refuses $argv in one line", ({ argv, message }) => {
    expect(() => parse(argv)).toThrow(CliError);
    try {
      parse(argv);
    } catch (error) {
      expect(String(error)).toContain(message);
      expect(String(error)).not.toContain("\n");
    }
  });

  it("gives help for the whole command and each subcommand, with an example", () => {
    const overview = parse(["--help"]);
    expect("help" in overview && overview.help).toMatch(/^usage: npm run leads -- <command>/);
    for (const command of LEADS_COMMANDS) {
      const help = parse([command, "-h"]);
      if (!("help" in help)) throw new Error(`${command} -h gave no help`);
      expect(help.help).toMatch(new RegExp(`^usage: npm run leads -- ${command} \\[options\\]`));
      expect(help.help).toMatch(new RegExp(`\\nexample: npm run leads -- ${command} `));
      expect(help.help).toContain("--project <id>");
    }
  });

  it("lists the brand's own locales in list --help, the brand read from --brand or BRAND", () => {
    const help = (argv: string[], env: Record<string, string> = {}) => {
      const parsed = parse(argv, { env });
      return "help" in parsed ? parsed.help : "";
    };
    expect(help(["list", "--help"])).toMatch(/--locale <locale> +only .*the brand's: en, hi\)/);
    expect(help(["list", "--brand", "healthcare", "--help"])).toContain("the brand's: en, hi, mr)");
    expect(help(["list", "--help"], { BRAND: "healthcare" })).toContain("en, hi, mr)");
    expect(help(["list", "--brand=acme", "-h"])).toContain("one of the brand's manifest's locales");
  });
});
