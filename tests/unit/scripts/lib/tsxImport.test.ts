import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../../../../scripts/lib/repoRoot";
import { TSX_IMPORT } from "../../../../scripts/lib/tsxImport";

const npmScripts: Record<string, string> = JSON.parse(
  readFileSync(path.join(repoRoot, "package.json"), "utf8"),
).scripts;

describe("the npm scripts that run a file of scripts/", () => {
  it("run it in Node's own process with TSX_IMPORT, never through the tsx command's signal relay", () => {
    const ours = Object.entries(npmScripts).filter(([, command]) =>
      /\bscripts\/\S+\.ts\b/.test(command),
    );
    expect(ours.map(([name]) => name)).toContain("start");
    const form = new RegExp(`^(exec )?node ${TSX_IMPORT.join(" ")} scripts/\\S+\\.ts( |$)`);
    expect(ours.filter(([, command]) => !form.test(command))).toEqual([]);
  });
});
