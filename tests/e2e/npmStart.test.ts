import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emulatorFirestore } from "../../scripts/leads/leadsDatabase";
import { freePort } from "../../scripts/lib/freePort";
import { isRunning, type ProcessStamp } from "../../scripts/lib/processInfo";
import { repoRoot } from "../../scripts/lib/repoRoot";
import {
  ENQUIRY_COLLECTION,
  ERASURES_COLLECTION,
  SUBSCRIBERS_COLLECTION,
} from "../../src/lib/leads/leadStore";
import { addDocumentAsOwner, listDocuments } from "../support/firestoreAdmin";
import { runLeads, type SeedDocument, seedDocuments } from "../support/leadsCommand";

/**
 * `npm start` itself (npm, its shell, tsx, the CLI), each in a process group of its own, as a
 * terminal or a process manager runs it; every start of the file shares one LOCAL_DIR.
 */
interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

const PROJECT = "demo-engineering";
let localDir: string;
let otherDir: string;
let port: number;
const running: Started[] = [];

beforeAll(async () => {
  localDir = await mkdtemp(path.join(os.tmpdir(), "npm-start-"));
  otherDir = await mkdtemp(path.join(os.tmpdir(), "npm-start-other-"));
  port = await freePort();
});
afterAll(async () => {
  // Only when a test failed half-way: SIGTERM lets the CLI save and stop its JVM (a process group
  // of its own); SIGKILL the group, and any JVM left behind, if it does not exit.
  for (const { child, exited } of running) {
    if (!child.pid || child.exitCode !== null || child.signalCode !== null) continue;
    process.kill(child.pid, "SIGTERM");
    // A bounded wait for the exit, not a pause: it ends as soon as the CLI does.
    const stopped = await Promise.race([
      exited.then(() => true),
      once(AbortSignal.timeout(20_000), "abort").then(() => false),
    ]);
    if (!stopped) process.kill(-child.pid, "SIGKILL");
  }
  const jvm = await emulatorRecord().catch(() => undefined);
  if (jvm && isRunning(jvm.jvm)) process.kill(-jvm.jvm.pid, "SIGKILL");
  await rm(localDir, { recursive: true, force: true });
  await rm(otherDir, { recursive: true, force: true });
});

function npmStart(options: { port: number; dir: string }): Started {
  const child = spawn(
    "npm",
    ["start", "--", "--brand", "engineering", "--port", String(options.port)],
    { cwd: repoRoot, detached: true, env: { ...process.env, LOCAL_DIR: options.dir } },
  );
  let output = "";
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const started = { child, output: () => output, exited };
  running.push(started);
  return started;
}

async function ready(started: Started): Promise<{ site: string; emulator: string }> {
  await expect
    .poll(() => started.output(), { timeout: 180_000, interval: 250 })
    .toMatch(/Ctrl-C stops everything/);
  const site = /served at (http:\/\/127\.0\.0\.1:\d+)\//.exec(started.output())?.[1];
  const emulator = /Firestore emulator: (http:\/\/127\.0\.0\.1:\d+)/.exec(started.output())?.[1];
  if (!site || !emulator) throw new Error(`unexpected output:\n${started.output()}`);
  return { site, emulator };
}

/** What the stack records while it runs: the CLI's process and the JVM's. */
const stackRecord = async () =>
  JSON.parse(await readFile(path.join(localDir, "stack.json"), "utf8")) as { owner: ProcessStamp };
const emulatorRecord = async () =>
  JSON.parse(await readFile(path.join(localDir, "firestore", "emulator.json"), "utf8")) as {
    jvm: ProcessStamp;
    jvmUrl: string;
  };

const answers = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(2000) }).then(
    (response) => response.ok,
    () => false,
  );

/** Acknowledged writes: each is answered 200 by the address the page writes to. */
async function write(emulator: string, collection: string, ids: readonly string[]) {
  const statuses = await Promise.all(
    ids.map(
      async (id) =>
        (await addDocumentAsOwner(emulator, PROJECT, collection, id, { Name: id })).status,
    ),
  );
  expect(statuses).toEqual(ids.map(() => 200));
}

const ids = async (emulator: string, collection: string) =>
  (await listDocuments(emulator, PROJECT, collection)).map((document) => document.id).sort();

/** Two leads `npm run leads` finds in the stack's data: one it erases, one it keeps. */
const lead = (email: string): SeedDocument => ({
  collection: ENQUIRY_COLLECTION,
  id: randomUUID(),
  fields: {
    Name: "Lead",
    Email: email,
    Mobile: "9876543210",
    Message: "Please call.",
    Services: "Energy Audits",
    Locale: "en",
    createdAt: new Date(),
  },
});
const LEAD_TO_KEEP = lead("keep.me@example.com");
const LEAD_TO_ERASE = lead("erase.me@example.com");

/** Every enquiry and subscriber acknowledged so far. */
const enquiries: string[] = [];
const subscribers: string[] = [];

async function expectEverythingAcknowledged(emulator: string) {
  expect(await ids(emulator, ENQUIRY_COLLECTION)).toEqual(expect.arrayContaining(enquiries));
  expect(await ids(emulator, SUBSCRIBERS_COLLECTION)).toEqual([...subscribers].sort());
}

/** One line, and no stack trace. */
function expectOneLineError(output: string, pattern: RegExp) {
  const errors = output.split("\n").filter((line) => line.startsWith("error: "));
  expect(errors).toHaveLength(1);
  expect(errors[0]).toMatch(pattern);
  expect(output).not.toMatch(/^\s+at /m);
}

let current: Started;
let emulatorUrl: string;

describe("npm start", () => {
  it("serves the site with its emulator; a second start of the brand and a taken port each stop with one line", async () => {
    current = npmStart({ port, dir: localDir });
    const { site, emulator } = await ready(current);
    emulatorUrl = emulator;
    expect(site).toBe(`http://127.0.0.1:${port}`);
    const contact = await fetch(`${site}/contact`);
    expect(contact.status).toBe(200);
    expect(await contact.text()).toContain('name="Services"');
    enquiries.push("first-1", "first-2");
    subscribers.push("first@example.com");
    await write(emulator, ENQUIRY_COLLECTION, enquiries);
    await write(emulator, SUBSCRIBERS_COLLECTION, subscribers);

    const home = async () => (await fetch(`${site}/`)).text();
    const servedHome = await home();
    const second = npmStart({ port: await freePort(), dir: localDir });
    expect(await second.exited).toBe(1);
    expectOneLineError(
      second.output(),
      new RegExp(
        `^error: 'engineering' is already running at ${site}/ from .+ \\(pid ${(await stackRecord()).owner.pid}\\); stop it first`,
      ),
    );
    // The first one's site was not rebuilt or replaced under it.
    expect(await home()).toBe(servedHome);
    expect((await fetch(`${site}/contact`)).status).toBe(200);

    const taken = npmStart({ port, dir: otherDir });
    expect(await taken.exited).toBe(1);
    expectOneLineError(
      taken.output(),
      new RegExp(`^error: port ${port} on 127\\.0\\.0\\.1 is in use by another program`),
    );
  }, 400_000);

  it("kill -9 of the emulator: the CLI starts it again from disk at the same address, nothing acknowledged is missing", async () => {
    const { jvm } = await emulatorRecord();
    process.kill(-jvm.pid, "SIGKILL");
    await expectEverythingAcknowledged(emulatorUrl);
    expect((await emulatorRecord()).jvm.pid).not.toBe(jvm.pid);
    expect(current.output()).toMatch(/the Firestore emulator stopped \(SIGKILL\); restarting it/);
    enquiries.push("after-emulator-kill");
    await write(emulatorUrl, ENQUIRY_COLLECTION, ["after-emulator-kill"]);
  }, 180_000);

  it("kill -9 of the CLI: the next start saves and stops the emulator it left behind, nothing acknowledged is missing", async () => {
    const { owner } = await stackRecord();
    const { jvm, jvmUrl } = await emulatorRecord();
    process.kill(owner.pid, "SIGKILL");
    await current.exited;
    // The JVM, a process group of its own, outlives the CLI; a write reaching it directly still counts.
    expect(isRunning(jvm)).toBe(true);
    await write(jvmUrl, ENQUIRY_COLLECTION, ["straight-to-the-orphan"]);

    current = npmStart({ port, dir: localDir });
    ({ emulator: emulatorUrl } = await ready(current));
    expect(current.output()).toMatch(
      /saved the data of the Firestore emulator an earlier run left running/,
    );
    expect(isRunning(jvm)).toBe(false);
    enquiries.push("straight-to-the-orphan");
    await expectEverythingAcknowledged(emulatorUrl);
  }, 400_000);

  it("kill -9 of the whole process group and the emulator: the next start has every acknowledged write", async () => {
    const burst = Array.from({ length: 10 }, (_, index) => `burst-${index}`);
    enquiries.push(...burst);
    subscribers.push("burst@example.com");
    await Promise.all([
      write(emulatorUrl, ENQUIRY_COLLECTION, burst),
      write(emulatorUrl, SUBSCRIBERS_COLLECTION, ["burst@example.com"]),
    ]);
    const { jvm } = await emulatorRecord();
    if (current.child.pid) process.kill(-current.child.pid, "SIGKILL");
    process.kill(-jvm.pid, "SIGKILL");
    await current.exited;

    current = npmStart({ port, dir: localDir });
    ({ emulator: emulatorUrl } = await ready(current));
    await expectEverythingAcknowledged(emulatorUrl);
  }, 400_000);

  it("npm run leads uses the running stack's emulator: an erasure goes through its saving proxy", async () => {
    const admin = emulatorFirestore(emulatorUrl, PROJECT);
    try {
      await seedDocuments(admin.db, [LEAD_TO_KEEP, LEAD_TO_ERASE]);
    } finally {
      await admin.close();
    }
    const erased = await runLeads(
      ["erase", "--brand", "engineering", "--email", "Erase.Me@example.com", "--yes"],
      { LOCAL_DIR: localDir },
    );
    expect(erased.code).toBe(0);
    expect(erased.stderr).toMatch(/using the Firestore emulator already running/);
    expect(erased.stderr).toMatch(/deleted 1 enquiry or order/);
    expect(await ids(emulatorUrl, ENQUIRY_COLLECTION)).not.toContain(LEAD_TO_ERASE.id);
    expect(await ids(emulatorUrl, ENQUIRY_COLLECTION)).toContain(LEAD_TO_KEEP.id);
    expect(await ids(emulatorUrl, ERASURES_COLLECTION)).toHaveLength(1);
  }, 120_000);

  it("SIGTERM to npm start saves the data and stops the site, the emulator and the stand-in", async () => {
    enquiries.push("last");
    await write(emulatorUrl, ENQUIRY_COLLECTION, ["last"]);
    const { site } = await ready(current);
    const mail = /EmailJS stand-in: +(http:\/\/127\.0\.0\.1:\d+)/.exec(current.output())?.[1] ?? "";
    const { jvm } = await emulatorRecord();
    if (current.child.pid) process.kill(current.child.pid, "SIGTERM");
    expect(await current.exited).toBe(0);
    expect(current.output()).toMatch(/saved and stopped\./);
    expect(await answers(site)).toBe(false);
    expect(await answers(emulatorUrl)).toBe(false);
    expect(
      await fetch(mail).then(
        () => "up",
        () => "down",
      ),
    ).toBe("down");
    expect(isRunning(jvm)).toBe(false);
    expect(existsSync(path.join(localDir, "stack.json"))).toBe(false);
    // One export holds everything, for the next start (tests/emulator/persistence.test.ts reloads one).
    const saved = (await readdir(path.join(localDir, "firestore"))).filter((name) =>
      name.startsWith("firestore_export_"),
    );
    expect(saved).toHaveLength(1);
  }, 120_000);

  it("npm run leads with npm start stopped reads the saved data: the erasure and every lead are there", async () => {
    const listed = await runLeads(["list", "--brand", "engineering", "--format", "json"], {
      LOCAL_DIR: localDir,
    });
    expect(listed.code).toBe(0);
    expect(listed.stderr).toMatch(/starting the Firestore emulator on the saved data/);
    // The test's other documents have no createdAt, which list orders by; these two had one.
    expect(
      listed.stdout
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line).id),
    ).toEqual([LEAD_TO_KEEP.id]);
    const found = await runLeads(
      ["find", "--brand", "engineering", "--email", "erase.me@example.com"],
      { LOCAL_DIR: localDir },
    );
    expect(JSON.parse(found.stdout)).toMatchObject({ documents: [], erasures: [{}] });
    expect(existsSync(path.join(localDir, "firestore", "emulator.json"))).toBe(false);
  }, 120_000);
});
