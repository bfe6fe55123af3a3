import path from "node:path";
import { fileURLToPath } from "node:url";

/** `tests/fixtures/brands/`, which holds the third brand built by no code of its own. */
export const FIXTURE_BRANDS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../fixtures/brands",
);

/**
 * `tests/fixtures/public/`: files served verbatim for every brand and, in `fixture/`, the
 * fixture brand's own (scripts/siteBuild/publicFiles.ts).
 */
export const FIXTURE_PUBLIC_DIR = path.resolve(FIXTURE_BRANDS_DIR, "../public");
