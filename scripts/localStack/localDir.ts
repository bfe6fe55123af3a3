import path from "node:path";
import { repoRoot } from "../lib/repoRoot.ts";

/**
 * The folder of a brand's local backend (its build, saved emulator data, mail outbox; git-ignored):
 * `LOCAL_DIR` when set, else `.local/<brand>/`. `npm start` keeps its data there and
 * `npm run leads` reads it.
 */
export function brandLocalDir(
  brand: string,
  env: Readonly<Record<string, string | undefined>> = {},
): string {
  return env.LOCAL_DIR ? path.resolve(env.LOCAL_DIR) : path.join(repoRoot, ".local", brand);
}
