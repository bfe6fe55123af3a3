import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { deleteApp, type FirebaseApp, initializeApp } from "firebase/app";
import { connectFirestoreEmulator, getFirestore, setLogLevel } from "firebase/firestore/lite";
import { beforeAll, describe, expect, it } from "vitest";
import { addressHash } from "../../scripts/leads/erasureKey";
import { toIstIso } from "../../scripts/leads/istTime";
import { emulatorFirestore } from "../../scripts/leads/leadsDatabase";
import { periodStart } from "../../scripts/leads/leadsPeriod";
import { repoRoot } from "../../scripts/lib/repoRoot";
import type { FirestoreEmulator } from "../../scripts/localStack/firestoreEmulator";
import { newSubscriptionSecret } from "../../src/features/subscribe/subscriptionLink";
import * as sdk from "../../src/lib/firebase/firestoreSdk";
import {
  ENQUIRY_COLLECTION,
  ERASURES_COLLECTION,
  LEAD_COLLECTIONS,
  SUBSCRIBERS_COLLECTION,
  subscriptionKey,
} from "../../src/lib/leads/leadStore";
import { saveEnquiry } from "../../src/lib/leads/saveEnquiry";
import { emulatorFixture } from "../support/emulatorFixture";
import { listDocuments, type StoredDocument } from "../support/firestoreAdmin";
import { runLeads, type SeedDocument, seedDocuments } from "../support/leadsCommand";
import type { TsxRun } from "../support/runTsx";

// `npm run leads` for the health-care brand (enquiries and orders, and subscribers) against its
// local data in a LOCAL_DIR of the test's own: first with an emulator running on that data as
// `npm start` runs it (the command finds it through firestore/emulator.json), then with none
// (the command starts one on the saved data, saves what it changed and stops it).
const BRAND = "healthcare";
const PROJECT = `demo-${BRAND}`;
const emulators = emulatorFixture(BRAND, "leads-");
let localDir: string;
let dataDir: string;
let emulator: FirestoreEmulator | undefined;
/** The environment of every run: the test's local data, and no production credentials. */
let env: Record<string, string | undefined>;

const now = new Date();
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
const monthsAgo = (months: number) => periodStart({ amount: months, unit: "m" }, now);

const enquiry = (id: string, fields: Record<string, unknown>): SeedDocument => ({
  collection: ENQUIRY_COLLECTION,
  id,
  fields: {
    Name: "Person",
    Email: `${id}@example.com`,
    Mobile: "9000000000",
    Message: "Please call me.",
    Services: "30-day pack",
    Locale: "en",
    ...fields,
  },
});

/** 50 other people's orders, from 1 to 5 days old and from 30 to 128 days old. */
const others = Array.from({ length: 50 }, (_, index) =>
  enquiry(randomUUID(), {
    Name: `Other Person ${index}`,
    Email: `other${index}@example.com`,
    Mobile: `98${String(index).padStart(8, "0")}`,
    Services: ["15-day pack", "30-day pack", "45-day pack"][index % 3],
    Locale: index % 3 === 0 ? "hi" : "en",
    createdAt: index < 10 ? daysAgo(1 + (index % 5)) : daysAgo(10 + index * 2),
  }),
);
const HINDI = enquiry(randomUUID(), {
  Name: "आशा वर्मा",
  Message: 'मुझे 30 दिन का पैक चाहिए, कृपया "जल्दी" भेजें।\nधन्यवाद',
  Locale: "hi",
  createdAt: daysAgo(2),
});
const AWKWARD = enquiry(randomUUID(), {
  Name: "Comma, Quote",
  Message: 'Two lines, "quoted",\r\nand a comma',
  createdAt: daysAgo(3),
});
/** Cells a spreadsheet could take for formulas, which the CSV must defuse. */
const FORMULAS = enquiry(randomUUID(), {
  Name: '=HYPERLINK("http://attacker.example","click")',
  Email: "-formula@example.com",
  Message: "=1+2",
  createdAt: daysAgo(4),
});
const MORE_FORMULAS = enquiry(randomUUID(), {
  Name: "+91 caller",
  Message: "@SUM(A1:A9)",
  Services: "\t=cmd",
  createdAt: daysAgo(20),
});
/** The person whose data is asked for and erased: two orders (one typed in capitals) and a subscription. */
const ASHA = "asha.rao@example.com";
const ASHA_ORDERS = [
  enquiry(randomUUID(), { Name: "Asha Rao", Email: "Asha.Rao@Example.com", createdAt: daysAgo(6) }),
  enquiry(randomUUID(), { Name: "Asha Rao", Email: ASHA, Locale: "hi", createdAt: daysAgo(40) }),
];
/** A subscription document as the site stores it, under `<id>.<token>`. */
const subscription = (fields: Record<string, unknown>): SeedDocument => {
  return {
    collection: SUBSCRIBERS_COLLECTION,
    id: subscriptionKey(newSubscriptionSecret()),
    fields: { kind: "subscribe", locale: "en", noticeVersion: "0a1b2c3d", ...fields },
  };
};
const ASHA_SUBSCRIPTION = subscription({
  email: ASHA,
  state: "confirmed",
  createdAt: daysAgo(39),
  confirmedAt: daysAgo(39),
});
/** A second person, erased while no emulator runs. */
const RAVI_EMAIL = "ravi@example.com";
const RAVI = enquiry(randomUUID(), {
  Name: "Ravi Kumar",
  Email: "Ravi@Example.com",
  Mobile: "9811122233",
  createdAt: daysAgo(50),
});
/** Pending a day: kept, never exported by default. */
const SUBSCRIBER = subscription({
  email: "reader@example.com",
  state: "pending",
  createdAt: daysAgo(1),
});
/** Pending over 7 days, and withdrawn: purge deletes them whatever the retention period. */
const STALE = subscription({ email: "stale@example.com", state: "pending", createdAt: daysAgo(8) });
const LEAVER = subscription({
  email: "leaver@example.com",
  state: "confirmed",
  createdAt: daysAgo(30),
  confirmedAt: daysAgo(30),
});
/** The footer's Unsubscribe mailed the leaver a link, which the leaver opened. */
const LEAVER_REQUEST = subscription({
  email: "leaver@example.com",
  kind: "unsubscribe",
  state: "withdrawn",
  createdAt: daysAgo(3),
  withdrawnAt: daysAgo(3),
});
/** Older than the brand's 24 months, and one just younger. */
const OLD = [
  enquiry(randomUUID(), { createdAt: monthsAgo(25) }),
  enquiry(randomUUID(), { createdAt: monthsAgo(30) }),
  enquiry(randomUUID(), { createdAt: monthsAgo(40) }),
  subscription({
    email: "old.reader@example.com",
    state: "confirmed",
    createdAt: monthsAgo(26),
    confirmedAt: monthsAgo(26),
  }),
];
const ALMOST_OLD = enquiry(randomUUID(), { createdAt: monthsAgo(23) });

const SEEDED = [
  ...others,
  HINDI,
  AWKWARD,
  FORMULAS,
  MORE_FORMULAS,
  ...ASHA_ORDERS,
  ASHA_SUBSCRIPTION,
  RAVI,
  SUBSCRIBER,
  STALE,
  LEAVER,
  LEAVER_REQUEST,
  ...OLD,
  ALMOST_OLD,
];

async function startEmulator(): Promise<FirestoreEmulator> {
  emulator = await emulators.start({ dataDir });
  return emulator;
}

/** What the emulator holds, read by the test itself over REST. */
async function stored(url: string): Promise<StoredDocument[]> {
  const collections = [...LEAD_COLLECTIONS, ERASURES_COLLECTION];
  const lists = await Promise.all(collections.map((name) => listDocuments(url, PROJECT, name)));
  return lists.flatMap((documents, index) =>
    documents.map((document) => ({ ...document, id: `${collections[index]}/${document.id}` })),
  );
}

const ids = (documents: readonly StoredDocument[]) => documents.map(({ id }) => id).sort();
const docPath = (document: SeedDocument) => `${document.collection}/${document.id}`;

/** Runs `line` in a shell in the repository, as a maintainer types it, output captured. */
function runShell(line: string, env: Record<string, string | undefined>): Promise<TsxRun> {
  return new Promise((resolve) => {
    execFile(
      "sh",
      ["-c", line],
      { cwd: repoRoot, env: { ...process.env, ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

/** Personal data that must never reach a log line (standard error). */
function expectNoPersonalData(log: string) {
  expect(log).not.toMatch(/@example\.com|Asha|आशा|Ravi|Other Person|98000/i);
}

/** A bad input's outcome: exit 1 and exactly one line, no stack trace. */
function expectOneLineError(run: { code: number | null; stderr: string }, pattern: RegExp) {
  expect(run.code).toBe(1);
  const lines = run.stderr.trim().split("\n");
  expect(lines.filter((line) => line.startsWith("error: "))).toHaveLength(1);
  expect(lines.at(-1)).toMatch(pattern);
  expect(run.stderr).not.toMatch(/^\s+at /m);
}

beforeAll(async () => {
  setLogLevel("silent");
  localDir = emulators.dir();
  dataDir = path.join(localDir, "firestore");
  // Nowhere to find Application Default Credentials: not in the environment, no gcloud
  // configuration in this home, and this machine is not on Google Cloud (no metadata server).
  const home = path.join(localDir, "home");
  await mkdir(home);
  env = {
    LOCAL_DIR: localDir,
    HOME: home,
    CLOUDSDK_CONFIG: path.join(home, "gcloud"),
    GOOGLE_APPLICATION_CREDENTIALS: undefined,
    METADATA_SERVER_DETECTION: "none",
    FIRESTORE_EMULATOR_HOST: undefined,
  };
  const running = await startEmulator();
  const admin = emulatorFirestore(running.url, PROJECT);
  await seedDocuments(admin.db, SEEDED);
  await admin.close();
}, 120_000);

describe("npm run leads with the local stack's emulator running", () => {
  let csvRows: Array<Record<string, string>>;

  it("list --out leads.csv: RFC 4180 with a byte order mark and CRLF; Devanagari, commas, quotes and line breaks survive a parse; no cell starts a formula; one row per stored lead", async () => {
    const out = path.join(localDir, "leads.csv");
    const run = await runLeads(
      ["list", "--brand", BRAND, "--state", "all", "--out", out, "--yes"],
      env,
    );
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/using the Firestore emulator already running/);
    expectNoPersonalData(run.stderr);
    const bytes = await readFile(out);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString("utf8");
    expect(text.split("\r\n")[0]).toBe(
      "\uFEFFid,collection,createdAt,name,email,mobile,service,locale,message,noticeVersion,state,confirmedAt",
    );
    // Every record ends with CRLF; a bare LF occurs only inside the quoted messages.
    expect(text.endsWith("\r\n")).toBe(true);
    csvRows = parse(text, { bom: true, columns: true });
    const database = await stored(emulator?.url ?? "");
    expect(csvRows).toHaveLength(database.length);
    expect(csvRows.map((row) => `${row.collection}/${row.id}`).sort()).toEqual(ids(database));
    expect(run.stderr).toMatch(new RegExp(`wrote ${database.length} leads to`));

    const row = (document: SeedDocument) =>
      csvRows.find((candidate) => candidate.id === document.id);
    expect(row(HINDI)).toMatchObject({
      name: "आशा वर्मा",
      message: HINDI.fields.Message,
      locale: "hi",
      createdAt: toIstIso(daysAgo(2)),
    });
    expect(row(HINDI)?.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+05:30$/);
    expect(row(AWKWARD)).toMatchObject({ name: "Comma, Quote", message: AWKWARD.fields.Message });
    expect(row(FORMULAS)).toMatchObject({
      name: `'${FORMULAS.fields.Name}`,
      email: "'-formula@example.com",
      message: "'=1+2",
    });
    expect(row(MORE_FORMULAS)).toMatchObject({
      name: "'+91 caller",
      message: "'@SUM(A1:A9)",
      service: "'\t=cmd",
    });
    expect(row(ASHA_SUBSCRIPTION)).toMatchObject({
      collection: "subscribers",
      email: ASHA,
      noticeVersion: "0a1b2c3d",
      name: "",
      state: "confirmed",
      confirmedAt: toIstIso(daysAgo(39)),
    });
    // Each subscription with its state; the leaver's confirmed one is withdrawn by the later link.
    expect([SUBSCRIBER, STALE, LEAVER, LEAVER_REQUEST].map((seed) => row(seed)?.state)).toEqual([
      "pending",
      "pending",
      "withdrawn",
      "withdrawn",
    ]);
    for (const cells of csvRows) {
      for (const cell of Object.values(cells)) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    }
    // Newest first.
    const times = csvRows.map((cells) => cells.createdAt ?? "");
    expect(times).toEqual([...times].sort().reverse());
    // Readable by its owner alone: it is personal data.
    expect((await stat(out)).mode & 0o777).toBe(0o600);
  }, 120_000);

  it("list exports only confirmed subscriptions by default; --state pending and withdrawn list the others", async () => {
    const subscribers = async (state?: string) => {
      const run = await runLeads(
        [
          "list",
          "--brand",
          BRAND,
          "--collection",
          "subscribers",
          "--format",
          "json",
          ...(state ? ["--state", state] : []),
        ],
        env,
      );
      expect(run.code).toBe(0);
      return run.stdout
        .trim()
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { id: string; state: string });
    };
    const confirmed = await subscribers();
    expect(confirmed.map(({ id }) => id)).toContain(ASHA_SUBSCRIPTION.id);
    expect(confirmed.every(({ state }) => state === "confirmed")).toBe(true);
    for (const seed of [SUBSCRIBER, STALE, LEAVER, LEAVER_REQUEST]) {
      expect(confirmed.map(({ id }) => id)).not.toContain(seed.id);
    }
    expect((await subscribers("pending")).map(({ id }) => id).sort()).toEqual(
      [SUBSCRIBER.id, STALE.id].sort(),
    );
    expect((await subscribers("withdrawn")).map(({ id }) => id).sort()).toEqual(
      [LEAVER.id, LEAVER_REQUEST.id].sort(),
    );
  }, 120_000);

  it("list --format json --since 7d, and --locale hi as CSV to a pipe: only those leads, every stored field", async () => {
    const [recent, hindi] = await Promise.all([
      runLeads(
        ["list", "--brand", BRAND, "--format", "json", "--since", "7d", "--state", "all"],
        env,
      ),
      runLeads(["list", "--brand", BRAND, "--locale", "hi"], env),
    ]);
    expect(recent.code).toBe(0);
    const objects = recent.stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    const since = daysAgo(7).getTime();
    const expected = SEEDED.filter((document) => {
      const createdAt = document.fields.createdAt;
      return createdAt instanceof Date && createdAt.getTime() >= since;
    });
    expect(objects.map((object) => `${object.collection}/${object.id}`).sort()).toEqual(
      expected.map(docPath).sort(),
    );
    const hindiOrder = objects.find((object) => object.id === HINDI.id);
    expect(hindiOrder).toEqual({
      collection: "contact-form",
      id: HINDI.id,
      ...HINDI.fields,
      createdAt: toIstIso(daysAgo(2)),
    });

    expect(hindi.code).toBe(0);
    const rows: Array<Record<string, string>> = parse(hindi.stdout, { bom: true, columns: true });
    expect(rows.map((row) => row.id).sort()).toEqual(
      SEEDED.filter((document) => document.fields.Locale === "hi")
        .map((document) => document.id)
        .sort(),
    );
    expectNoPersonalData(recent.stderr + hindi.stderr);
  }, 120_000);

  it("the pipes and redirects docs/leads.md shows, run as written through npm and a shell, give clean data", async () => {
    const docs = await readFile(path.join(repoRoot, "docs/leads.md"), "utf8");
    const lines = docs
      .split("\n")
      .filter((line) => /^npm run leads -- list [^<]* [|>] /.test(line))
      .map((line) => line.replace(/\s+#.*$/, ""));
    expect(lines).toEqual(expect.arrayContaining([expect.stringMatching(/\| jq \.$/)]));
    expect(lines).toEqual(expect.arrayContaining([expect.stringMatching(/ > leads\.csv$/)]));
    // What list gives unpiped: the pipes must pass exactly that (the stored leads less the
    // subscriptions nobody confirmed, which list leaves out by default).
    const direct = await runShell("npm run leads -- list --brand healthcare --format json", env);
    const database: Array<{ id: string }> = direct.stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(database.length).toBeGreaterThan(0);
    const csv = path.join(localDir, "leads.csv");
    for (const line of lines) {
      // A redirect writes into this test's folder rather than the repository's.
      const { code, stdout, stderr } = await runShell(
        line.replace("> leads.csv", `> '${csv}'`),
        env,
      );
      expect(code, `${line}\n${stderr}`).toBe(0);
      expect(stderr).not.toMatch(/^\s+at |EPIPE/m);
      if (line.endsWith("> leads.csv")) {
        const bytes = await readFile(csv);
        expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        expect(parse(bytes, { bom: true, columns: true })).toHaveLength(database.length);
      } else if (line.endsWith("| jq .")) {
        // jq pretty-prints each object, its closing brace alone at the start of a line.
        const objects = JSON.parse(`[${stdout.trim().replace(/\n}\n{/g, "\n},\n{")}]`);
        expect(objects.map((object: { id: string }) => object.id).sort()).toEqual(
          database.map(({ id }) => id).sort(),
        );
      } else {
        const count = Number(/head -n (\d+)/.exec(line)?.[1]);
        const objects = stdout.trim().split("\n");
        expect(objects).toHaveLength(count);
        for (const object of objects) expect(JSON.parse(object)).toHaveProperty("id");
      }
    }
  }, 120_000);

  it("find --email in any case prints, as JSON, everything held on that person, and logs only counts", async () => {
    const run = await runLeads(["find", "--brand", BRAND, "--email", " ASHA.Rao@example.COM"], env);
    expect(run.code).toBe(0);
    const held = JSON.parse(run.stdout);
    expect(held.person).toEqual({ email: ASHA });
    expect(
      held.documents
        .map(
          (document: { collection: string; id: string }) => `${document.collection}/${document.id}`,
        )
        .sort(),
    ).toEqual([...ASHA_ORDERS, ASHA_SUBSCRIPTION].map(docPath).sort());
    expect(held.documents[0]).toMatchObject({ Email: "Asha.Rao@Example.com", Name: "Asha Rao" });
    expect(run.stderr).toMatch(/2 enquiries or orders and 1 subscription held on that person/);
    expectNoPersonalData(run.stderr);
  }, 120_000);

  it("erase among 50 others deletes exactly that person's orders and subscription, records the erasure without the address, and a second run changes nothing", async () => {
    const url = emulator?.url ?? "";
    const before = await stored(url);
    const refused = await runLeads(["erase", "--brand", BRAND, "--email", ASHA], env);
    expectOneLineError(refused, /not run on a terminal.*nothing was changed\. Add --yes/);
    const dryRun = await runLeads(["erase", "--brand", BRAND, "--email", ASHA, "--dry-run"], env);
    expect(dryRun.code).toBe(0);
    expect(dryRun.stderr).toMatch(/will delete .*2 enquiries or orders and 1 subscription/);
    expect(await stored(url)).toEqual(before);

    const run = await runLeads(["erase", "--brand", BRAND, "--email", ASHA, "--yes"], env);
    expect(run.code).toBe(0);
    expectNoPersonalData(run.stderr);
    // The local stand-in's mails hold the person too, and no command deletes them.
    expect(run.stderr).toMatch(/still in the local outbox, .*mail\.json: stop npm start/);
    const after = await stored(url);
    const erased = [...ASHA_ORDERS, ASHA_SUBSCRIPTION].map(docPath);
    const records = after.filter(({ id }) => id.startsWith("erasures/"));
    expect(ids(after.filter(({ id }) => !id.startsWith("erasures/")))).toEqual(
      ids(before).filter((id) => !erased.includes(id)),
    );
    expect(records).toHaveLength(1);
    const key = (await readFile(path.join(localDir, "erasure-key"), "utf8")).trim();
    const { erasedAt, ...record } = records[0]?.fields ?? {};
    // The hashes of the address asked about and of the number her orders held, so a later look-up
    // by either finds the record.
    expect(record).toEqual({
      deleted: { "contact-form": 2, subscribers: 1 },
      emailHashes: [addressHash(key, "email", ASHA)],
      mobileHashes: [addressHash(key, "mobile", "9000000000")],
    });
    expect(erasedAt).toBeInstanceOf(Date);
    expect(JSON.stringify(records)).not.toMatch(/asha|9000000000/i);

    const again = await runLeads(["erase", "--brand", BRAND, "--email", ASHA, "--yes"], env);
    expect(again.code).toBe(0);
    expect(again.stderr).toMatch(/nothing to erase/);
    expect(await stored(url)).toEqual(after);

    // The person's request can be answered later: nothing held, one erasure on record.
    const found = JSON.parse(
      (await runLeads(["find", "--brand", BRAND, "--email", ASHA], env)).stdout,
    );
    expect(found.documents).toEqual([]);
    expect(found.erasures).toHaveLength(1);
  }, 240_000);

  it("purge --dry-run changes nothing; purge deletes only the leads older than the brand's 24 months", async () => {
    const url = emulator?.url ?? "";
    const before = await stored(url);
    const dryRun = await runLeads(["purge", "--brand", BRAND, "--dry-run"], env);
    expect(dryRun.code).toBe(0);
    expect(dryRun.stderr).toMatch(
      /will delete .* 3 enquiries or orders and 1 subscription stored before .*\+05:30 \(older than 24 months, the brand's retention period\); and 3 subscriptions withdrawn, or pending for more than 7 days/,
    );
    expect(await stored(url)).toEqual(before);

    const run = await runLeads(["purge", "--brand", BRAND, "--yes"], env);
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/deleted 3 enquiries or orders and 1 subscription/);
    const purged = [...OLD, STALE, LEAVER, LEAVER_REQUEST].map(docPath);
    expect(ids(await stored(url))).toEqual(ids(before).filter((id) => !purged.includes(id)));
    expect(ids(await stored(url))).toContain(docPath(SUBSCRIBER));
    expect(ids(await stored(url))).toContain(docPath(ALMOST_OLD));
  }, 120_000);

  it("bad input (an unknown brand, --since yesterday, --older-than 7d, production without credentials): one line, exit 1, nothing changed", async () => {
    const url = emulator?.url ?? "";
    const before = await stored(url);
    const runs = await Promise.all([
      runLeads(["list", "--brand", "acme"], env),
      runLeads(["list", "--brand", BRAND, "--since", "yesterday"], env),
      runLeads(["purge", "--brand", BRAND, "--older-than", "7d", "--yes"], env),
      runLeads(
        ["erase", "--brand", BRAND, "--email", ASHA, "--project", "acme-leads", "--yes"],
        env,
      ),
      runLeads(["list", "--brand", BRAND, "--project", "acme-leads"], env),
    ]);
    const [brand, since, purge, eraseProduction, production] = runs;
    expectOneLineError(
      brand,
      /^error: Unknown brand 'acme'\. Brands in .*: engineering, healthcare\.$/,
    );
    expectOneLineError(
      since,
      /^error: --since takes a period back from now \(7d, 24h, 3m\) or a day \(2026-11-01\), not 'yesterday'\. Try 'npm run leads -- list --help'\.$/,
    );
    expectOneLineError(purge, /^error: --older-than 7d \(7 days\) is shorter than 30 days/);
    expectOneLineError(eraseProduction, /^error: erasing in production needs LEADS_ERASURE_KEY/);
    expectOneLineError(
      production,
      /^error: no Application Default Credentials for project acme-leads .*gcloud auth application-default login.*GOOGLE_APPLICATION_CREDENTIALS/,
    );
    for (const run of runs) expect(run.stdout).toBe("");
    expect(await stored(url)).toEqual(before);
  }, 120_000);
});

describe("npm run leads with no emulator running", () => {
  it("starts one on the saved data, gives the same results, saves the erasure, and stops it", async () => {
    const url = emulator?.url ?? "";
    const listed = await runLeads(["list", "--brand", BRAND, "--format", "json"], env);
    const before = await stored(url);
    await emulator?.stop();
    emulator = undefined;
    expect(existsSync(path.join(dataDir, "emulator.json"))).toBe(false);

    const [again, erase] = [
      await runLeads(["list", "--brand", BRAND, "--format", "json"], env),
      await runLeads(["erase", "--brand", BRAND, "--mobile", "+91 98111 22233", "--yes"], env),
    ];
    expect(again.code).toBe(0);
    expect(again.stderr).toMatch(/starting the Firestore emulator on the saved data/);
    expect(again.stdout).toBe(listed.stdout);
    expect(erase.code).toBe(0);
    expect(erase.stderr).toMatch(/deleted 1 enquiry or order/);
    // Stopped again, its data saved: nothing runs on the folder, and one export holds it all.
    expect(existsSync(path.join(dataDir, "emulator.json"))).toBe(false);
    expect(
      (await readdir(dataDir)).filter((name) => name.startsWith("firestore_export_")),
    ).toHaveLength(1);

    const restarted = await startEmulator();
    const after = await stored(restarted.url);
    expect(ids(after.filter(({ id }) => !id.startsWith("erasures/")))).toEqual(
      ids(before).filter((id) => id !== docPath(RAVI) && !id.startsWith("erasures/")),
    );
    const key = (await readFile(path.join(localDir, "erasure-key"), "utf8")).trim();
    const hashes = [
      addressHash(key, "mobile", "9811122233"),
      addressHash(key, "email", RAVI_EMAIL),
    ];
    const record = after.find(({ id, fields }) => {
      const mobiles = fields.mobileHashes;
      return id.startsWith("erasures/") && Array.isArray(mobiles) && mobiles.includes(hashes[0]);
    });
    expect(record?.fields).toMatchObject({ mobileHashes: [hashes[0]], emailHashes: [hashes[1]] });

    // Erased by his number, Ravi is found by his address too (and by both at once), as erased.
    const [byEmail, byBoth] = await Promise.all([
      runLeads(["find", "--brand", BRAND, "--email", RAVI_EMAIL], env),
      runLeads(["find", "--brand", BRAND, "--email", RAVI_EMAIL, "--mobile", "9811122233"], env),
    ]);
    for (const run of [byEmail, byBoth]) {
      expect(run.code).toBe(0);
      expect(run.stderr).toMatch(/; 1 earlier erasure\./);
      expect(JSON.parse(run.stdout)).toMatchObject({
        documents: [],
        erasures: [{ id: record?.id.split("/")[1] }],
      });
    }
  }, 240_000);

  it("a lead the site stores afterwards is there after a restart, and the command, with no emulator running, lists it", async () => {
    let app: FirebaseApp | undefined;
    const id = randomUUID();
    try {
      app = initializeApp({ projectId: PROJECT, apiKey: "demo-api-key" }, `leads-site-${id}`);
      const db = getFirestore(app);
      const [host = "", port = ""] = (emulator?.host ?? "").split(":");
      connectFirestoreEmulator(db, host, Number(port));
      await saveEnquiry(
        { db, sdk },
        {
          id,
          document: {
            Name: "नई ग्राहक",
            Email: "new@example.com",
            Mobile: "9876501234",
            Message: "नमस्ते",
            Services: "15-day pack",
            Locale: "hi",
            // The rules ask for a notice version's shape, not a particular one.
            NoticeVersion: "0a1b2c3d",
          },
        },
        false,
      );
    } finally {
      if (app) await deleteApp(app);
    }
    await emulator?.stop();
    emulator = undefined;
    const run = await runLeads(
      ["list", "--brand", BRAND, "--format", "json", "--since", "1d"],
      env,
    );
    expect(run.code).toBe(0);
    const listed = run.stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(listed.find((lead) => lead.id === id)).toMatchObject({ Name: "नई ग्राहक", Locale: "hi" });
  }, 240_000);
});
