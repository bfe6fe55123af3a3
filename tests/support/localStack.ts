import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { BrandEnv } from "../../scripts/build/brandEnv";
import { type LocalStack, startLocalStack } from "../../scripts/localStack/localStack";
import { listDocuments, type StoredDocument } from "./firestoreAdmin";

/** `npm start`'s stack for one brand, on free ports, with its files in a temporary folder. */
export interface TestStack extends LocalStack {
  /** The collection's documents, read as an administrator. */
  documents: (collection: string) => Promise<StoredDocument[]>;
  /** Stops everything (site, stand-in, JVM) and deletes the folder. */
  close: () => Promise<void>;
}

/**
 * Starts what `npm start -- --brand <brand>` starts (build pointed at the emulator and the e-mail
 * stand-in, emulator with the brand's rules, static server), on free ports and without persisted
 * data, so tests can run side by side with a developer's own stack.
 * @param options.env configuration over the brand's own (an App Check token, say)
 * @param options.brandsDir where the brand is (a test's modified copy of a brand)
 */
export async function startTestStack(
  brand = "engineering",
  options: { env?: BrandEnv; brandsDir?: string } = {},
): Promise<TestStack> {
  const localDir = await mkdtemp(path.join(os.tmpdir(), `stack-${brand}-`));
  try {
    const stack = await startLocalStack({ brand, port: 0, localDir, ...options });
    return {
      ...stack,
      documents: (collection) => listDocuments(stack.emulator.url, stack.projectId, collection),
      close: async () => {
        await stack.stop();
        await rm(localDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(localDir, { recursive: true, force: true });
    throw error;
  }
}
