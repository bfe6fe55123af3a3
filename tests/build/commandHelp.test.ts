import { execFile, execFileSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../../scripts/lib/repoRoot";

const run = promisify(execFile);

/** Where the repository's TypeScript lives: every file here may import a script's module. */
const CODE_ROOTS = ["src", "scripts", "tests", "vite.config.ts"];

/** Every .ts/.tsx file under the code roots, absolute. */
async function codeFiles(): Promise<string[]> {
  const files: string[] = [];
  for (const root of CODE_ROOTS) {
    const full = path.join(repoRoot, root);
    if (root.endsWith(".ts")) {
      files.push(full);
      continue;
    }
    for (const entry of await readdir(full, { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && /\.tsx?$/.test(entry.name))
        files.push(path.join(entry.parentPath, entry.name));
    }
  }
  return files;
}

/** The file a relative import names, as TypeScript resolves it (with or without `.ts`). */
function resolveImport(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")].find(
    (file) => existsSync(file) && statSync(file).isFile(),
  );
}

/**
 * The entry points of scripts/: its modules that no module of the repository imports, so they
 * run only as commands (`npx tsx scripts/…`), plus every file an npm script runs.
 */
async function entryPoints(npmScripts: Readonly<Record<string, string>>): Promise<string[]> {
  const files = await codeFiles();
  const imported = new Set<string>();
  for (const file of files) {
    const source = await readFile(file, "utf8");
    for (const [, specifier = ""] of source.matchAll(
      /(?:\bfrom|\bimport)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g,
    )) {
      const target = resolveImport(file, specifier);
      if (target) imported.add(target);
    }
  }
  const run = Object.values(npmScripts).flatMap((command) =>
    [...command.matchAll(/\b(scripts\/\S+\.ts)\b/g)].map((match) =>
      path.join(repoRoot, match[1] ?? ""),
    ),
  );
  const scripts = path.join(repoRoot, "scripts");
  return [
    ...new Set([
      ...files.filter((file) => file.startsWith(`${scripts}/`) && !imported.has(file)),
      ...run,
    ]),
  ]
    .map((file) => path.relative(repoRoot, file))
    .sort();
}

/**
 * The working tree as git sees it (tracked files and new ones it does not ignore): each file's
 * size and modification time, so a file written again with the same bytes counts as a change.
 */
function workingTree(): Map<string, string> {
  const listed = execFileSync(
    "git",
    ["ls-files", "-z", "--cached", "--others", "--exclude-standard", "--deduplicate"],
    { cwd: repoRoot, encoding: "utf8" },
  );
  const tree = new Map<string, string>();
  for (const file of listed.split("\0").filter(Boolean)) {
    const full = path.join(repoRoot, file);
    tree.set(file, existsSync(full) ? `${statSync(full).size} ${statSync(full).mtimeMs}` : "gone");
  }
  return tree;
}

/** The files whose state differs between two snapshots of the working tree. */
function changed(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name)).sort();
}

/** A command's output and exit code, whether it succeeded or not. */
async function outcome(
  command: string,
  args: string[],
): Promise<{ code: number; stdout: string; stderr: string }> {
  // None of this run's own settings: a script must answer --help as a maintainer's shell runs it.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith("VITEST") && name !== "BRAND"),
  );
  return run(command, args, { cwd: repoRoot, env, maxBuffer: 16 * 1024 * 1024 }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      stdout: error.stdout,
      stderr: error.stderr,
    }),
  );
}

const npmScripts: Record<string, string> = JSON.parse(
  readFileSync(path.join(repoRoot, "package.json"), "utf8"),
).scripts;
/** The npm scripts that run our own code (the others run a tool: tsc, biome, vitest). */
const ours = (command: string) => /\btsx\/esm scripts\//.test(command);
/**
 * Each command starts Node, tsx and its imports: a few seconds alone, far more beside other test
 * files on two cores. No test here is about its time.
 */
const COMMAND_TIMEOUT_MS = 120_000;

describe("every npm script answers --help and does nothing else", () => {
  it.each(Object.keys(npmScripts))(
    "npm run %s -- --help",
    async (name) => {
      const before = workingTree();
      const { code, stdout, stderr } = await outcome("npm", [
        "run",
        "--silent",
        name,
        "--",
        "--help",
      ]);
      expect(changed(before, workingTree())).toEqual([]);
      expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
      // A tool's own help (tsc, biome, vitest) lists its options; ours says how and gives an example.
      expect(stdout).toContain("--help");
      if (ours(npmScripts[name] ?? "")) {
        expect(stdout).toMatch(/^usage: /m);
        expect(stdout).toMatch(/^example: \S/m);
      }
    },
    COMMAND_TIMEOUT_MS,
  );
});

describe("every script of scripts/ run as a command answers -h and does nothing else", async () => {
  const entries = await entryPoints(npmScripts);

  it("finds the commands: the brand CLI and each npm script's file among them", () => {
    expect(entries).toContain("scripts/cli/cli.ts");
    for (const command of Object.values(npmScripts).filter(ours)) {
      const file = /scripts\/\S+\.ts/.exec(command)?.[0];
      expect(entries).toContain(file);
    }
  });

  it.each(entries)(
    "npx tsx %s -h",
    async (file) => {
      const before = workingTree();
      const { code, stdout, stderr } = await outcome(path.join(repoRoot, "node_modules/.bin/tsx"), [
        file,
        "-h",
      ]);
      expect(changed(before, workingTree())).toEqual([]);
      expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
      expect(stdout).toMatch(/^usage: /m);
      expect(stdout).toMatch(/^example: \S/m);
    },
    COMMAND_TIMEOUT_MS,
  );
});
