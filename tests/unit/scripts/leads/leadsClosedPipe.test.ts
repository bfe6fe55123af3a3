import { spawn } from "node:child_process";
import path from "node:path";
import { expect, it } from "vitest";
import { repoRoot } from "../../../../scripts/lib/repoRoot";
import { TSX_IMPORT } from "../../../../scripts/lib/tsxImport";

it("npm run leads whose reader closes standard output early (| head) ends quietly, exit 0", async () => {
  const child = spawn(
    process.execPath,
    [...TSX_IMPORT, path.join(repoRoot, "scripts/leads/leads.ts"), "--help"],
    { cwd: repoRoot, stdio: ["ignore", "pipe", "pipe"] },
  );
  // The reader goes away before the command writes a byte (loading tsx alone takes longer).
  child.stdout.destroy();
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const code = await new Promise((resolve) => child.once("close", resolve));
  expect(stderr).toBe("");
  expect(code).toBe(0);
}, 30_000);
