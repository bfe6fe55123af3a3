import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The repository's root folder (absolute). A module of its own so that scripts needing only the
 * path do not load Vite, its plugins or sharp with it.
 */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
