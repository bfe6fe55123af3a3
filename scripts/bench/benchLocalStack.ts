/**
 * `npm run bench:local`: what saving every acknowledged write costs in the local stack. Starts the
 * Firestore emulator with a data folder (scripts/localStack/firestoreEmulator.ts) and prints the median time
 * of one write answered by the saving proxy (write + export) and by the JVM directly (write only),
 * at growing amounts of stored data, and the time of 20 writes sent at once.
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { ENQUIRY_COLLECTION, ENQUIRY_FIELDS } from "../../src/lib/leads/leadStore";
import { commandLineOrExit, orExit } from "../lib/commandLine";

commandLineOrExit(process.argv.slice(2), {
  name: "bench:local",
  invocation: "npm run bench:local --",
  summary:
    "What saving every acknowledged write costs in the local stack: starts the Firestore emulator with a data folder in the system's temporary one and prints the median time of one write through the saving proxy and to the emulator directly, at 10, 100 and 1000 stored documents, and of 20 writes at once. Needs Java and the emulator (docs/enquiry.md).",
  options: {},
  example: "npm run bench:local",
});

// Loaded once the command line is read: --help answers without the local stack's modules.
const { startFirestoreEmulator } = await import("../localStack/firestoreEmulator");

const PROJECT = "demo-bench";
const RULES = `rules_version = "2";
service cloud.firestore { match /databases/{database}/documents { match /{document=**} { allow read, write: if false; } } }`;

const dir = await mkdtemp(path.join(os.tmpdir(), "bench-local-"));
const dataDir = path.join(dir, "data");
await writeFile(path.join(dir, "firestore.rules"), RULES);
const emulator = await orExit(() =>
  startFirestoreEmulator({
    port: 0,
    rulesFile: path.join(dir, "firestore.rules"),
    projectId: PROJECT,
    dataDir,
  }),
);
const { jvmUrl }: { jvmUrl: string } = JSON.parse(
  await readFile(path.join(dataDir, "emulator.json"), "utf8"),
);

let next = 0;
/** One enquiry-sized document as an administrator; resolves with the time it took in ms. */
async function write(base: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(
    `${base}/v1/projects/${PROJECT}/databases/(default)/documents/${ENQUIRY_COLLECTION}?documentId=doc-${next++}`,
    {
      method: "POST",
      headers: { Authorization: "Bearer owner", "Content-Type": "application/json" },
      body: JSON.stringify({
        fields: {
          [ENQUIRY_FIELDS.Name]: { stringValue: "Asha Rao" },
          [ENQUIRY_FIELDS.Email]: { stringValue: "asha@example.com" },
          [ENQUIRY_FIELDS.Mobile]: { stringValue: "9876543210" },
          [ENQUIRY_FIELDS.Message]: { stringValue: "x".repeat(500) },
          [ENQUIRY_FIELDS.Services]: { stringValue: "Energy Audits" },
        },
      }),
    },
  );
  if (!response.ok) throw new Error(`write failed: ${response.status}`);
  return performance.now() - started;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

try {
  // The JVM's first requests are slow (JIT); these are not counted.
  for (let index = 0; index < 10; index++) await write(emulator.url);
  console.log("stored docs | write via saving proxy (ms) | write to JVM only (ms)");
  for (const target of [10, 100, 1000]) {
    while (next < target) await write(jvmUrl);
    const proxied: number[] = [];
    const direct: number[] = [];
    for (let index = 0; index < 15; index++) {
      proxied.push(await write(emulator.url));
      direct.push(await write(jvmUrl));
    }
    console.log(
      `${String(next).padStart(11)} | ${median(proxied).toFixed(0).padStart(26)} | ${median(direct).toFixed(0).padStart(22)}`,
    );
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: 20 }, () => write(emulator.url)));
  console.log(
    `20 writes at once via the proxy, ~${next} docs stored: ${(performance.now() - started).toFixed(0)} ms`,
  );
} finally {
  await emulator.stop();
  await rm(dir, { recursive: true, force: true });
}
