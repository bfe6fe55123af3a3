import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { repoRoot } from "../lib/repoRoot.ts";

/** `.firebaserc`: project aliases (one per brand id) and each project's Hosting targets. */
export const firebaseRcSchema = z.object({
  projects: z.record(z.string(), z.string()),
  targets: z
    .record(
      z.string(),
      z.object({
        hosting: z.record(z.string(), z.array(z.string())).optional(),
        firestore: z.record(z.string(), z.array(z.string())).optional(),
      }),
    )
    .optional(),
});

/**
 * The repository's `.firebaserc` as parsed JSON (git-ignored; `.firebaserc.example` shows it), or
 * null when there is none.
 * @throws SyntaxError when it is not JSON
 */
export async function readFirebaseRc(): Promise<unknown> {
  const file = path.join(repoRoot, ".firebaserc");
  return existsSync(file) ? JSON.parse(await readFile(file, "utf8")) : null;
}
