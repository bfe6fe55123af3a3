import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/freePort";
import { repoRoot } from "../../scripts/viteConfig";
import { ENQUIRY_COLLECTION } from "../../src/features/enquiry/enquiry";
import { addDocumentAsOwner } from "../support/firestoreAdmin";

/** `npm start -- --brand engineering --port <port>`, run as npm would run it (tsx on the CLI). */
interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

let localDir: string;
const running: Started[] = [];

beforeAll(async () => {
  localDir = await mkdtemp(path.join(os.tmpdir(), "npm-start-"));
});
afterAll(async () => {
  // Only when a test failed half-way: SIGTERM lets the CLI stop its JVM (which runs in a process
  // group of its own); SIGKILL the CLI's group only if it does not exit.
  for (const { child, exited } of running) {
    if (!child.pid || child.exitCode !== null) continue;
    process.kill(child.pid, "SIGTERM");
    const timeout = new Promise<"timeout">((resolve) =>
      setTimeout(() => resolve("timeout"), 20_000),
    );
    if ((await Promise.race([exited, timeout])) === "timeout") process.kill(-child.pid, "SIGKILL");
  }
  await rm(localDir, { recursive: true, force: true });
});

function start(port: number): Started {
  const child = spawn(
    path.join(repoRoot, "node_modules/.bin/tsx"),
    ["scripts/cli.ts", "start", "--brand", "engineering", "--port", String(port)],
    { cwd: repoRoot, detached: true, env: { ...process.env, LOCAL_DIR: localDir } },
  );
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const started = { child, output: () => output, exited };
  running.push(started);
  return started;
}

async function ready(started: Started): Promise<{ site: string; emulator: string }> {
  await expect
    .poll(() => started.output(), { timeout: 120_000, interval: 250 })
    .toMatch(/Ctrl-C stops everything/);
  const site = /served at (http:\/\/127\.0\.0\.1:\d+)\//.exec(started.output())?.[1];
  const emulator = /Firestore emulator: (http:\/\/127\.0\.0\.1:\d+)/.exec(started.output())?.[1];
  if (!site || !emulator) throw new Error(`unexpected output:\n${started.output()}`);
  return { site, emulator };
}

const answers = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(2000) }).then(
    (response) => response.ok,
    () => false,
  );

describe("npm start", () => {
  it("serves the site with its emulator, and on SIGTERM saves the data and stops everything", async () => {
    const port = await freePort();
    const first = start(port);
    const { site, emulator } = await ready(first);
    expect(site).toBe(`http://127.0.0.1:${port}`);
    const contact = await fetch(`${site}/contact`);
    expect(contact.status).toBe(200);
    expect(await contact.text()).toContain('name="Services"');
    expect(await answers(emulator)).toBe(true);

    // An enquiry as the site writes it, added as the administrator.
    const added = await addDocumentAsOwner(
      emulator,
      "demo-engineering",
      ENQUIRY_COLLECTION,
      "kept",
      { Name: "Kept Across Restarts" },
    );
    expect(added.status).toBe(200);

    if (first.child.pid) process.kill(first.child.pid, "SIGTERM");
    expect(await first.exited).toBe(0);
    expect(await answers(site)).toBe(false);
    expect(await answers(emulator)).toBe(false);
    // The data was saved for the next start (tests/emulator/persistence.test.ts reloads it).
    expect((await readdir(path.join(localDir, "firestore"))).length).toBe(1);
  }, 300_000);
});
