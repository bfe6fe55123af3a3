import path from "node:path";
import type { Firestore } from "firebase-admin/firestore";
import { repoRoot } from "../../scripts/lib/repoRoot";
import { runTsx, type TsxRun } from "./runTsx";

/**
 * Runs `npm run leads -- <args>` as a maintainer's shell would, but without a terminal (standard
 * input closed, output captured): `node --import tsx scripts/leads/leads.ts`, with `env` over this
 * process's environment.
 */
export const runLeads = (
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>> = {},
): Promise<TsxRun> => runTsx(path.join(repoRoot, "scripts/leads/leads.ts"), args, env);

/** A document to seed: its collection, id and fields (a `Date` is stored as a timestamp). */
export interface SeedDocument {
  collection: string;
  id: string;
  fields: Record<string, unknown>;
}

/**
 * Stores `documents` through the Admin SDK in batches of 500 (the most one batch takes), past
 * the security rules, so a test can give them any `createdAt`, the past included.
 */
export async function seedDocuments(
  db: Firestore,
  documents: readonly SeedDocument[],
): Promise<void> {
  for (let start = 0; start < documents.length; start += 500) {
    const batch = db.batch();
    for (const { collection, id, fields } of documents.slice(start, start + 500)) {
      batch.set(db.collection(collection).doc(id), fields);
    }
    await batch.commit();
  }
}
