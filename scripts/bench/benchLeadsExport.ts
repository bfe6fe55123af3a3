/**
 * `npm run bench:leads`: what exporting the leads costs. Starts the Firestore emulator on a local
 * data folder of its own, as `npm start` does, seeds 10,000 and then 100,000 enquiry-sized leads
 * (batched writes straight to the JVM, not saved to disk; the emulator gets 2 GB of heap), and times
 * `npm run leads -- list --out leads.csv --yes` against it, as a maintainer runs it: the command
 * finds the running emulator and pages through the leads with query cursors. Prints the wall time,
 * the command's peak resident memory (VmHWM of its process, Linux), the rows and the file's size.
 */
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import {
  CREATED_AT,
  ENQUIRY_COLLECTION,
  type EnquiryDocument,
} from "../../src/lib/leads/leadStore";
import { commandLineOrExit } from "../lib/commandLine";
import { repoRoot } from "../lib/repoRoot";

commandLineOrExit(process.argv.slice(2), {
  name: "bench:leads",
  invocation: "npm run bench:leads --",
  summary:
    "What exporting the leads costs: starts the Firestore emulator on a temporary data folder, seeds none, 10,000 and then 100,000 enquiry-sized leads, and prints the wall time and peak memory of `npm run leads -- list --out leads.csv` for each. Needs Java and the emulator (docs/enquiry.md); takes about three minutes.",
  options: {},
  example: "npm run bench:leads",
});

// The Admin SDK, the brand loader and the emulator's modules load once the command line is read:
// --help answers without them.
const [
  { loadBrand },
  { readBrandRules },
  { emulatorFirestore },
  { readEmulatorRecord },
  { startFirestoreEmulator },
] = await Promise.all([
  import("../brand/brandLoader"),
  import("../hosting/firestoreRules"),
  import("../leads/leadsDatabase"),
  import("../localStack/emulatorRecord"),
  import("../localStack/firestoreEmulator"),
]);

const BRAND = "engineering";
const PROJECT = `demo-${BRAND}`;
/** Leads exported: none (what loading the command and the SDK costs), then the sizes. */
const SIZES = [0, 10_000, 100_000];
/** The emulator's heap: 100,000 enquiries do not fit in the 256 MB `npm start` gives it. */
const HEAP_MB = 2048;

/** Peak resident memory of a running process in KB (`VmHWM`), or undefined once it has exited. */
function peakKb(pid: number): number | undefined {
  try {
    const match = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Runs the export as a child process; samples its peak memory every 20 ms (VmHWM only grows, so
 * the last sample before it exits is its peak to within the last 20 ms).
 */
function exportLeads(
  localDir: string,
  out: string,
): Promise<{ ms: number; peakMb: number; stderr: string }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        path.join(repoRoot, "scripts/leads/leads.ts"),
        "list",
        "--brand",
        BRAND,
        "--out",
        out,
        "--yes",
      ],
      {
        cwd: repoRoot,
        env: { ...process.env, LOCAL_DIR: localDir },
        stdio: ["ignore", "ignore", "pipe"],
      },
    );
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    let peak = 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, (child.pid && peakKb(child.pid)) || 0);
    }, 20);
    child.once("error", reject);
    child.once("exit", (code) => {
      clearInterval(sampler);
      if (code !== 0) reject(new Error(`the export exited with code ${code}:\n${stderr}`));
      else resolve({ ms: performance.now() - started, peakMb: peak / 1024, stderr });
    });
  });
}

const dir = await mkdtemp(path.join(os.tmpdir(), "bench-leads-"));
const dataDir = path.join(dir, "firestore");
const rulesFile = path.join(dir, "firestore.rules");
await writeFile(rulesFile, await readBrandRules((await loadBrand(BRAND)).manifest));
const emulator = await startFirestoreEmulator({
  port: 0,
  rulesFile,
  projectId: PROJECT,
  dataDir,
  heapMb: HEAP_MB,
});
let jvmUrl: string | undefined;
try {
  jvmUrl = (await readEmulatorRecord(dataDir))?.jvmUrl;
  if (!jvmUrl) throw new Error("the emulator recorded no JVM address");
  // Seeded straight to the JVM: through the saving proxy every batch would be an export.
  const { db, close } = emulatorFirestore(jvmUrl, PROJECT);
  let seeded = 0;
  const seedTo = async (target: number) => {
    const started = performance.now();
    while (seeded < target) {
      const batches = [];
      for (let index = 0; index < 4 && seeded < target; index++) {
        const batch = db.batch();
        for (let row = 0; row < 500 && seeded < target; row++, seeded++) {
          // Enquiry-sized: the fields an enquiry stores, its notice version aside.
          const enquiry: Omit<EnquiryDocument, "NoticeVersion"> = {
            Name: `Asha Rao ${seeded}`,
            Email: `asha${seeded}@example.com`,
            Mobile: String(9_000_000_000 + seeded),
            Message: `Please quote for an energy audit of our plant, unit ${seeded}. `.repeat(4),
            Services: "Energy Audits",
            Locale: seeded % 3 === 0 ? "hi" : "en",
          };
          batch.set(db.collection(ENQUIRY_COLLECTION).doc(randomUUID()), {
            ...enquiry,
            [CREATED_AT]: new Date(Date.now() - seeded * 60_000),
          });
        }
        batches.push(batch.commit());
      }
      await Promise.all(batches);
    }
    return performance.now() - started;
  };
  console.log(
    "leads | seeded in (s) | export to CSV (s) | peak memory of the command (MB) | file (MB)",
  );
  for (const size of SIZES) {
    const seedMs = await seedTo(size);
    const out = path.join(dir, `leads-${size}.csv`);
    const { ms, peakMb, stderr } = await exportLeads(dir, out);
    const rows = (await readFile(out, "utf8")).split("\r\n").length - 2;
    if (rows !== size) throw new Error(`exported ${rows} rows, not ${size}:\n${stderr}`);
    const fileMb = (await stat(out)).size / 1024 / 1024;
    console.log(
      `${size.toLocaleString("en-IN").padStart(8)} | ${(seedMs / 1000).toFixed(1).padStart(13)} | ${(ms / 1000).toFixed(1).padStart(17)} | ${peakMb.toFixed(0).padStart(31)} | ${fileMb.toFixed(1).padStart(9)}`,
    );
  }
  await close();
} finally {
  // The seeded leads are dropped first (the emulator's endpoint for clearing a database), so the
  // export at stop is of nothing: 100,000 of them take longer than an export may.
  if (jvmUrl) {
    await fetch(`${jvmUrl}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`, {
      method: "DELETE",
    });
  }
  await emulator.stop();
  await rm(dir, { recursive: true, force: true });
}
