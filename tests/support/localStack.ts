import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import type { BrandEnv } from "../../scripts/brand/brandEnv";
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

/** What tests read of a stack started by `stackFixture`. */
export type StackFixture = Pick<TestStack, "siteUrl" | "emulator" | "mail" | "documents">;

/**
 * Registers beforeAll/afterAll hooks in the calling test file (or describe block) that start
 * `startTestStack(brand, options)` before its first test and close it after its last.
 * @returns the stack; reading it before the hook has run throws
 */
export function stackFixture(
  brand: string,
  options: Parameters<typeof startTestStack>[1] = {},
): StackFixture {
  let stack: TestStack | undefined;
  beforeAll(async () => {
    stack = await startTestStack(brand, options);
  });
  afterAll(async () => {
    await stack?.close();
  });
  const started = (): TestStack => {
    if (!stack) throw new Error(`the ${brand} stack is read before its hook ran`);
    return stack;
  };
  return {
    get siteUrl() {
      return started().siteUrl;
    },
    get emulator() {
      return started().emulator;
    },
    get mail() {
      return started().mail;
    },
    documents: (collection) => started().documents(collection),
  };
}
