import type { LocalStack } from "../../scripts/localStack/localStack";

/** What the run's local backend of a brand (tests/support/siteBuilds.ts) tells the test files. */
export interface SharedStack {
  /** The site, e.g. `http://127.0.0.1:41234` (no trailing slash). */
  siteUrl: string;
  /** The Firestore emulator, `http://127.0.0.1:<port>`. */
  emulatorUrl: string;
  /** The EmailJS stand-in, `http://127.0.0.1:<port>`. */
  mailUrl: string;
  /** The stand-in's record of every mail it took (JSON), written before it answers a send. */
  mailFile: string;
  /** The Firebase project the build writes to, `demo-<brand>`. */
  projectId: string;
}

/** What `stack` tells the test files. */
export const sharedStackOf = (stack: LocalStack): SharedStack => ({
  siteUrl: stack.siteUrl,
  emulatorUrl: stack.emulator.url,
  mailUrl: stack.mail.url,
  mailFile: stack.mailFile,
  projectId: stack.projectId,
});
