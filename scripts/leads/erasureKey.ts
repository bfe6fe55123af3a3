import { createHmac, randomBytes } from "node:crypto";
import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import { createAtomically } from "../lib/writeAtomically";
import { LeadsError } from "./leadsError";

/**
 * The environment variable that holds the key of the erasure records' address hashes for
 * production. It never belongs in the repository: keep it in a password manager.
 */
export const ERASURE_KEY_VARIABLE = "LEADS_ERASURE_KEY";

/** Shortest key accepted, in characters: `openssl rand -hex 32` gives 64. */
const MIN_KEY_LENGTH = 32;

/** `<localDir>/erasure-key`: the local data's key (`.local/` is git-ignored). */
const localKeyFile = (localDir: string) => path.join(localDir, "erasure-key");

/**
 * The key of the local data's erasure records, from `<localDir>/erasure-key`. With `create`, a
 * missing key is made (32 random bytes as hex, readable by the owner only), created exclusively,
 * so two commands never replace each other's.
 * @returns undefined when there is none and `create` is false
 */
export async function localErasureKey(
  localDir: string,
  options: { create: boolean },
): Promise<string | undefined> {
  const file = localKeyFile(localDir);
  const read = () =>
    readFile(file, "utf8").then(
      (text) => text.trim(),
      () => undefined,
    );
  const existing = await read();
  if (existing || !options.create) return existing;
  await mkdir(localDir, { recursive: true });
  await createAtomically(file, `${randomBytes(32).toString("hex")}\n`, 0o600);
  return read();
}

/**
 * The production key from `LEADS_ERASURE_KEY`, or undefined when it is not set.
 * @throws LeadsError when it is shorter than 32 characters
 */
export function productionErasureKey(
  env: Readonly<Record<string, string | undefined>>,
): string | undefined {
  const key = env[ERASURE_KEY_VARIABLE]?.trim();
  if (!key) return undefined;
  if (key.length < MIN_KEY_LENGTH) {
    throw new LeadsError(
      `${ERASURE_KEY_VARIABLE} has ${key.length} characters; it needs at least ${MIN_KEY_LENGTH} (make one with: openssl rand -hex 32, and keep it outside the repository).`,
    );
  }
  return key;
}

/**
 * The keyed hash an erasure record holds instead of the address: HMAC-SHA-256 with `key` of
 * `email:<address>` or `mobile:<10 digits>` (already normalised, see `./person.ts`), as hex.
 * The same person and key always give the same hash, so a later request can be matched to the
 * record; without the key the hash tells nothing about the address.
 */
export function addressHash(key: string, kind: "email" | "mobile", value: string): string {
  return createHmac("sha256", key).update(`${kind}:${value}`).digest("hex");
}
