import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { errorCode } from "../../scripts/lib/errorCode";
import type { RecordedMail } from "../../scripts/localStack/emailStandIn";
import { startLocalStack } from "../../scripts/localStack/localStack";
import { sharedBuildRequest } from "./buildRequest";
import { askRunService, requestBuild } from "./builtSite";
import { listDocuments, type StoredDocument } from "./firestoreAdmin";
import { type SharedStack, sharedStackOf } from "./sharedStack";

/** What tests read of a brand's local backend (see stackFixture). */
export interface StackFixture {
  /** The site, e.g. `http://127.0.0.1:41234` (no trailing slash). */
  readonly siteUrl: string;
  readonly emulator: { readonly url: string };
  readonly mail: {
    readonly url: string;
    /** Every mail the stand-in has taken so far, oldest first (other tests' too). */
    mails: () => readonly RecordedMail[];
  };
  /** The collection's documents (other tests' too), read as an administrator. */
  documents: (collection: string) => Promise<StoredDocument[]>;
}

/** The StackFixture of a running stack. */
const fixtureOf = (stack: SharedStack): StackFixture => ({
  siteUrl: stack.siteUrl,
  emulator: { url: stack.emulatorUrl },
  mail: {
    url: stack.mailUrl,
    mails: () => {
      try {
        return JSON.parse(readFileSync(stack.mailFile, "utf8")) as RecordedMail[];
      } catch (error) {
        if (errorCode(error) === "ENOENT") return [];
        throw error;
      }
    },
  },
  documents: (collection) => listDocuments(stack.emulatorUrl, stack.projectId, collection),
});

/**
 * Starts a local stack of the file's own: the run's local build of the brand (made by the build
 * service, tests/support/siteBuilds.ts), served with an emulator and a stand-in of its own that
 * answer `appCheckTestToken`, its files in a temporary folder.
 */
async function startOwnStack(
  brand: string,
  appCheckTestToken: string,
): Promise<{ stack: SharedStack; close: () => Promise<void> }> {
  const localDir = await mkdtemp(path.join(os.tmpdir(), `stack-${brand}-`));
  try {
    const build = await requestBuild(sharedBuildRequest(brand, "local"));
    const stack = await startLocalStack({ brand, port: 0, localDir, build, appCheckTestToken });
    return {
      stack: sharedStackOf(stack),
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

/**
 * Registers a beforeAll hook in the calling test file (or describe block) that gets `npm start`'s
 * stack of `brand` (the site's local build, the Firestore emulator with the brand's rules, the
 * e-mail stand-in): the run's one local backend of the brand, shared by every file that asks for
 * it (tests/support/siteBuilds.ts), so each test works in documents and mails of its own (a
 * unique name or address) and counts only those. With `options.appCheckTestToken` the file gets a
 * stack of its own (the same build), closed after its last test, whose site answers that token.
 * @returns the stack; reading it before the hook has run throws
 */
export function stackFixture(
  brand: string,
  options: { appCheckTestToken?: string } = {},
): StackFixture {
  let stack: StackFixture | undefined;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    if (options.appCheckTestToken) {
      const own = await startOwnStack(brand, options.appCheckTestToken);
      stack = fixtureOf(own.stack);
      close = own.close;
    } else {
      stack = fixtureOf(await askRunService<SharedStack>("/stack", { brand }));
    }
  });
  afterAll(async () => {
    await close?.();
  });
  const started = (): StackFixture => {
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
