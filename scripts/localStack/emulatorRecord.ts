import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { isRunning } from "../lib/processInfo";
import { createAtomically, writeAtomically } from "../lib/writeAtomically";

const processStamp = z.object({ pid: z.number().int(), startTime: z.string() });

/**
 * What `<dataDir>/emulator.json` records while an emulator runs on that data: which process owns
 * it, and where to reach it. `npm start` and `npm run leads` both read it, so neither starts a
 * second emulator on data another one holds, and the leads command can use the running one.
 */
const emulatorRecordSchema = z.object({
  /** The process that started the emulator and saves its data. */
  owner: processStamp,
  projectId: z.string(),
  /** The address clients use (the saving proxy, which saves every write), once it listens. */
  url: z.string().optional(),
  /** The JVM, once it answers (a restarted JVM replaces it). */
  jvm: processStamp.optional(),
  /** The JVM's own URL (not the proxy's). */
  jvmUrl: z.string().optional(),
});

export type EmulatorRecord = z.infer<typeof emulatorRecordSchema>;

/** `<dataDir>/emulator.json` */
export const emulatorRecordFile = (dataDir: string) => path.join(dataDir, "emulator.json");

/**
 * The record in `dataDir`, or undefined when there is none or it cannot be parsed (a record is
 * always written whole, so only a foreign file is unreadable).
 */
export async function readEmulatorRecord(dataDir: string): Promise<EmulatorRecord | undefined> {
  const text = await readFile(emulatorRecordFile(dataDir), "utf8").catch(() => undefined);
  if (text === undefined) return undefined;
  try {
    const parsed = emulatorRecordSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The record of a live owner, i.e. an emulator that runs on `dataDir` now; else undefined. */
export async function liveEmulatorRecord(dataDir: string): Promise<EmulatorRecord | undefined> {
  const record = await readEmulatorRecord(dataDir);
  return record && isRunning(record.owner) ? record : undefined;
}

/** A record this process created: it keeps it current and deletes it at the end. */
export interface EmulatorRecorder {
  /** Adds `fields` to the record, written whole through a rename (in call order). */
  update: (fields: Partial<EmulatorRecord>) => Promise<void>;
  /** Deletes the record once the writes before it are done. */
  release: () => Promise<void>;
}

/**
 * Creates `<dataDir>/emulator.json` holding `record`, atomically and only if there is none
 * (`createAtomically`), so of two processes only one claims the data.
 * @returns the recorder, or undefined when a record already exists
 */
export async function createEmulatorRecord(
  dataDir: string,
  record: EmulatorRecord,
): Promise<EmulatorRecorder | undefined> {
  const file = emulatorRecordFile(dataDir);
  if (!(await createAtomically(file, `${JSON.stringify(record)}\n`))) return undefined;
  let current = record;
  let writes = Promise.resolve();
  const queue = (write: () => Promise<void>) => {
    writes = writes.catch(() => undefined).then(write);
    return writes;
  };
  return {
    update: (fields) =>
      queue(async () => {
        current = { ...current, ...fields };
        await writeAtomically(file, `${JSON.stringify(current)}\n`);
      }),
    release: () => queue(() => rm(file, { force: true })),
  };
}
