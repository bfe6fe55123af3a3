import { createHash, randomUUID } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { deleteApp, type FirebaseApp, initializeApp } from "firebase/app";
import {
  addDoc,
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  type Firestore,
  getDoc,
  getDocs,
  getFirestore,
  serverTimestamp,
  setDoc,
  setLogLevel,
  Timestamp,
  updateDoc,
  writeBatch,
} from "firebase/firestore/lite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadBrand } from "../../scripts/brand/brandLoader";
import { readBrandRules } from "../../scripts/hosting/firestoreRules";
import { freePort } from "../../scripts/lib/freePort";
import {
  type FirestoreEmulator,
  startFirestoreEmulator,
} from "../../scripts/localStack/firestoreEmulator";
import { followSubscriptionLink } from "../../src/features/subscribe/followSubscriptionLink";
import { newSubscriptionSecret } from "../../src/features/subscribe/subscriptionLink";
import * as sdk from "../../src/lib/firebase/firestoreSdk";
import type { FirestoreClient } from "../../src/lib/firebase/getFirestoreClient";
import type { SubscriptionLead } from "../../src/lib/leads/lead";
import {
  ENQUIRY_COLLECTION,
  type EnquiryDocument,
  ERASURES_COLLECTION,
  MAIL_LIMIT_SLOTS,
  MAIL_LIMIT_WINDOW_MS,
  MAIL_LIMITS_COLLECTION,
  SUBSCRIBERS_COLLECTION,
  type SubscriptionKind,
  type SubscriptionSecret,
  subscriptionKey,
} from "../../src/lib/leads/leadStore";
import { saveEnquiry } from "../../src/lib/leads/saveEnquiry";
import { MailLimitError, storeSubscription } from "../../src/lib/leads/storeSubscription";
import { addDocumentAsOwner, listDocuments } from "../support/firestoreAdmin";

// One emulator, two projects: engineering's rules (an enquiry form, no subscribe form) and
// healthcare's (both), as each brand's project gets them.
const engineeringBrand = await loadBrand("engineering");
const healthcareBrand = await loadBrand("healthcare");
const engineeringLocales = engineeringBrand.manifest.locales;
/** A notice version as the build computes it: the English enquiry notice's. */
const NOTICE_VERSION = String(engineeringBrand.resources.en?.translation["form.notice.version"]);
/** The health-care subscribe notice's versions, English and Hindi. */
const SUBSCRIBE_NOTICE = {
  en: String(healthcareBrand.resources.en?.translation["subscribe.notice.version"]),
  hi: String(healthcareBrand.resources.hi?.translation["subscribe.notice.version"]),
};
const ENGINEERING = "demo-engineering";
const HEALTHCARE = "demo-healthcare";
let emulator: FirestoreEmulator;
const apps: FirebaseApp[] = [];
let db: Firestore;
let healthcareDb: Firestore;
let tmp: string;

/** The same client library the site uses, as an anonymous visitor of `projectId`. */
function visitor(projectId: string): Firestore {
  const app = initializeApp({ projectId, apiKey: "demo-api-key" }, `rules-test-${projectId}`);
  apps.push(app);
  const firestore = getFirestore(app);
  const [host = "", port = ""] = emulator.host.split(":");
  connectFirestoreEmulator(firestore, host, Number(port));
  return firestore;
}

beforeAll(async () => {
  // Refused requests are the point of most tests here; the SDK would log each one.
  setLogLevel("silent");
  tmp = await mkdtemp(path.join(os.tmpdir(), "rules-"));
  const rulesFile = path.join(tmp, "firestore.rules");
  await writeFile(rulesFile, await readBrandRules(engineeringBrand.manifest));
  emulator = await startFirestoreEmulator({
    port: await freePort(),
    rulesFile,
    projectId: ENGINEERING,
  });
  const loaded = await fetch(`${emulator.url}/emulator/v1/projects/${HEALTHCARE}:securityRules`, {
    method: "PUT",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      rules: {
        files: [{ content: await readBrandRules(healthcareBrand.manifest) }],
      },
    }),
  });
  if (!loaded.ok) throw new Error(`healthcare rules: ${loaded.status} ${await loaded.text()}`);
  db = visitor(ENGINEERING);
  healthcareDb = visitor(HEALTHCARE);
});
afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  await emulator?.stop();
  await rm(tmp, { recursive: true, force: true });
});

const enquiry: EnquiryDocument = {
  Name: "Asha Rao",
  Email: "asha@example.com",
  Mobile: "9876543210",
  Message: "Please quote for an energy audit.",
  Services: "Energy Audits",
  Locale: "en",
  NoticeVersion: NOTICE_VERSION,
};

const client = (): FirestoreClient => ({ db, sdk });
const newEnquiry = () => doc(db, ENQUIRY_COLLECTION, randomUUID());
const stored = async (id: string) =>
  (await listDocuments(emulator.url, ENGINEERING, ENQUIRY_COLLECTION)).filter(
    (document) => document.id === id,
  );

/** Resolves to the error code of a refused request, or 'ok'. */
async function outcome(request: () => Promise<unknown>): Promise<string> {
  try {
    await request();
    return "ok";
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

describe("saveEnquiry against the emulator", () => {
  it("stores one document under the submission's id with exactly its fields (the notice version too) and a server createdAt", async () => {
    const before = Date.now();
    const id = randomUUID();
    await saveEnquiry(client(), { id, document: { ...enquiry, Name: "Exact Fields" } }, false);
    const [document] = await stored(id);
    const { createdAt, ...fields } = document?.fields ?? {};
    expect(fields).toEqual({ ...enquiry, Name: "Exact Fields" });
    expect(createdAt).toBeInstanceOf(Date);
    expect((createdAt as Date).getTime()).toBeGreaterThanOrEqual(before - 5000);
    expect((createdAt as Date).getTime()).toBeLessThanOrEqual(Date.now() + 5000);
  });

  it("stores nothing twice when a retry finds its own earlier write, and keeps its createdAt", async () => {
    const id = randomUUID();
    await saveEnquiry(client(), { id, document: enquiry }, false);
    const [first] = await stored(id);
    await saveEnquiry(client(), { id, document: enquiry }, true);
    await saveEnquiry(client(), { id, document: enquiry }, true);
    const after = await stored(id);
    expect(after).toHaveLength(1);
    expect(after[0]?.fields).toEqual(first?.fields);
  });

  it("refuses a retry under a stored id with different content, and changes nothing", async () => {
    const id = randomUUID();
    await saveEnquiry(client(), { id, document: enquiry }, false);
    const [first] = await stored(id);
    expect(
      await outcome(() =>
        saveEnquiry(client(), { id, document: { ...enquiry, Message: "Changed" } }, true),
      ),
    ).toBe("permission-denied");
    expect((await stored(id))[0]?.fields).toEqual(first?.fields);
  });
});

const createdNow = { createdAt: serverTimestamp() };
const accepted: Array<[string, Record<string, unknown>]> = [
  ["a valid enquiry with createdAt = request.time", { ...enquiry, ...createdNow }],
  [
    "Plant & Machinery Manufacturing",
    { ...enquiry, ...createdNow, Services: "Plant & Machinery Manufacturing" },
  ],
  ["Oil & Gas Sector", { ...enquiry, ...createdNow, Services: "Oil & Gas Sector" }],
  ["Sugar Mills", { ...enquiry, ...createdNow, Services: "Sugar Mills" }],
  ...engineeringLocales.map((locale): [string, Record<string, unknown>] => [
    `Locale '${locale}', one of the brand's locales`,
    { ...enquiry, ...createdNow, Locale: locale },
  ]),
  ["a unicode name", { ...enquiry, ...createdNow, Name: "Zoë Ñúñez 李雷" }],
  ["a name with a zero-width space inside", { ...enquiry, ...createdNow, Name: "Asha\u200bRao" }],
  ["a name with an emoji", { ...enquiry, ...createdNow, Name: "Asha 🙂" }],
  ["an upper-case e-mail", { ...enquiry, ...createdNow, Email: "ASHA@EXAMPLE.COM" }],
  [
    "values at their limits (100, 254, 5000)",
    {
      ...enquiry,
      ...createdNow,
      Name: "n".repeat(100),
      Email: `${"e".repeat(242)}@example.com`,
      Message: "m".repeat(5000),
    },
  ],
  [
    "100 CJK characters and a name and 49 emoji (99 UTF-16 units, as the form counts)",
    { ...enquiry, ...createdNow, Name: "李".repeat(100), Message: `a${"🙂".repeat(49)}` },
  ],
];

const { Message: _message, ...withoutMessage } = enquiry;
const { Locale: _locale, ...withoutLocale } = enquiry;
const { NoticeVersion: _noticeVersion, ...withoutNoticeVersion } = enquiry;
const refusedCreates: Array<[string, Record<string, unknown>]> = [
  ["no createdAt", { ...enquiry }],
  ["an extra key", { ...enquiry, ...createdNow, productName: "Contact Us" }],
  ["a missing key", { ...withoutMessage, ...createdNow }],
  [
    "lower-case keys",
    {
      name: "a",
      email: "a@b.co",
      mobile: "9876543210",
      message: "m",
      services: "Sugar Mills",
      ...createdNow,
    },
  ],
  ["a number as Mobile", { ...enquiry, ...createdNow, Mobile: 9876543210 }],
  ["a number as Name", { ...enquiry, ...createdNow, Name: 42 }],
  ["a list as Services", { ...enquiry, ...createdNow, Services: ["Sugar Mills"] }],
  ["a map as Message", { ...enquiry, ...createdNow, Message: { text: "hi" } }],
  ["an empty Name", { ...enquiry, ...createdNow, Name: "" }],
  ["a Name of spaces", { ...enquiry, ...createdNow, Name: "   " }],
  ["a Name of no-break spaces", { ...enquiry, ...createdNow, Name: "\u00a0\u00a0\u00a0" }],
  ["a Name of zero-width spaces", { ...enquiry, ...createdNow, Name: "\u200b\u200b" }],
  [
    "a Name of joiners, a BOM and a soft hyphen",
    { ...enquiry, ...createdNow, Name: "\u200d\ufeff\u00ad" },
  ],
  ["a Name of Hangul fillers", { ...enquiry, ...createdNow, Name: "\u3164\u115f" }],
  [
    "a Message of no-break spaces and a line break",
    { ...enquiry, ...createdNow, Message: "\u00a0\n\u00a0" },
  ],
  ["an empty Message", { ...enquiry, ...createdNow, Message: "" }],
  ["a 101-character Name", { ...enquiry, ...createdNow, Name: "n".repeat(101) }],
  [
    "a Name and 50 emoji (101 UTF-16 units)",
    { ...enquiry, ...createdNow, Name: `a${"🙂".repeat(50)}` },
  ],
  ["a Name of emoji alone", { ...enquiry, ...createdNow, Name: "🙂🙂" }],
  ["a 255-character Email", { ...enquiry, ...createdNow, Email: `${"e".repeat(243)}@example.com` }],
  ["a 5001-character Message", { ...enquiry, ...createdNow, Message: "m".repeat(5001) }],
  ["an Email without @", { ...enquiry, ...createdNow, Email: "asha.example.com" }],
  ["an Email without a dot after @", { ...enquiry, ...createdNow, Email: "asha@example" }],
  ["an Email with a space", { ...enquiry, ...createdNow, Email: "asha rao@example.com" }],
  ["a 9-digit Mobile", { ...enquiry, ...createdNow, Mobile: "987654321" }],
  ["an 11-digit Mobile", { ...enquiry, ...createdNow, Mobile: "98765432101" }],
  ["a +91 Mobile", { ...enquiry, ...createdNow, Mobile: "+919876543210" }],
  ["a Mobile with a space", { ...enquiry, ...createdNow, Mobile: "98765 4321" }],
  ["an unknown service", { ...enquiry, ...createdNow, Services: "Wind Farms" }],
  ["a service in the wrong case", { ...enquiry, ...createdNow, Services: "sugar mills" }],
  ["the placeholder as service", { ...enquiry, ...createdNow, Services: "Select Service" }],
  ["another brand's choice", { ...enquiry, ...createdNow, Services: "30-day pack" }],
  ["a createdAt in the past", { ...enquiry, createdAt: Timestamp.fromMillis(Date.now() - 60_000) }],
  ["a createdAt string", { ...enquiry, createdAt: new Date().toISOString() }],
  // The forms' honeypot: a script posting the whole form, honeypot included, stores nothing.
  ["the honeypot field", { ...enquiry, ...createdNow, website: "https://spam.example" }],
  ["an empty honeypot field", { ...enquiry, ...createdNow, website: "" }],
  ["no Locale", { ...withoutLocale, ...createdNow }],
  ["a Locale the brand does not have", { ...enquiry, ...createdNow, Locale: "fr" }],
  ["a Locale in upper case", { ...enquiry, ...createdNow, Locale: "EN" }],
  ["a Locale with a region", { ...enquiry, ...createdNow, Locale: "en-IN" }],
  ["an empty Locale", { ...enquiry, ...createdNow, Locale: "" }],
  ["a list as Locale", { ...enquiry, ...createdNow, Locale: ["en"] }],
  // The notice the visitor was shown: required, 8 lowercase hex digits.
  ["no NoticeVersion", { ...withoutNoticeVersion, ...createdNow }],
  [
    "a lower-case noticeVersion key",
    { ...withoutNoticeVersion, ...createdNow, noticeVersion: NOTICE_VERSION },
  ],
  ["an empty NoticeVersion", { ...enquiry, ...createdNow, NoticeVersion: "" }],
  ["a 7-digit NoticeVersion", { ...enquiry, ...createdNow, NoticeVersion: "0a1b2c3" }],
  ["a 9-digit NoticeVersion", { ...enquiry, ...createdNow, NoticeVersion: "0a1b2c3d4" }],
  ["an upper-case NoticeVersion", { ...enquiry, ...createdNow, NoticeVersion: "0A1B2C3D" }],
  ["a NoticeVersion that is not hex", { ...enquiry, ...createdNow, NoticeVersion: "0a1b2c3g" }],
  [
    "a full SHA-256 as NoticeVersion",
    { ...enquiry, ...createdNow, NoticeVersion: "0a".repeat(32) },
  ],
  ["a number as NoticeVersion", { ...enquiry, ...createdNow, NoticeVersion: 12345678 }],
];

describe(`contact-form rules: ${accepted.length + 1} writes accepted`, () => {
  it.each(accepted)("accepts %s", async (_, data) => {
    expect(await outcome(() => setDoc(newEnquiry(), data))).toBe("ok");
  });

  it("accepts writing a stored enquiry again unchanged (merged), storing nothing new (1)", async () => {
    const ref = newEnquiry();
    await setDoc(ref, { ...enquiry, ...createdNow });
    expect(await outcome(() => setDoc(ref, { ...enquiry }, { merge: true }))).toBe("ok");
    expect(await stored(ref.id)).toHaveLength(1);
  });
});

describe(`contact-form rules: ${refusedCreates.length + 9} requests refused`, () => {
  it.each(refusedCreates)("refuses a create with %s", async (_, data) => {
    expect(await outcome(() => setDoc(newEnquiry(), data))).toBe("permission-denied");
  });

  it("refuses an id the form would not choose: an auto id, a name (2)", async () => {
    expect(
      await outcome(() =>
        addDoc(collection(db, ENQUIRY_COLLECTION), { ...enquiry, ...createdNow }),
      ),
    ).toBe("permission-denied");
    expect(
      await outcome(() =>
        setDoc(doc(db, ENQUIRY_COLLECTION, "admin"), { ...enquiry, ...createdNow }),
      ),
    ).toBe("permission-denied");
  });

  it("refuses reading, listing, changing, re-dating, overwriting and deleting an enquiry (6)", async () => {
    const ref = newEnquiry();
    await setDoc(ref, { ...enquiry, ...createdNow });
    const [before] = await stored(ref.id);
    expect(await outcome(() => getDoc(ref))).toBe("permission-denied");
    expect(await outcome(() => getDocs(collection(db, ENQUIRY_COLLECTION)))).toBe(
      "permission-denied",
    );
    expect(await outcome(() => updateDoc(ref, { Message: "changed" }))).toBe("permission-denied");
    expect(await outcome(() => updateDoc(ref, { createdAt: serverTimestamp() }))).toBe(
      "permission-denied",
    );
    expect(await outcome(() => setDoc(ref, { ...enquiry, ...createdNow }))).toBe(
      "permission-denied",
    );
    expect(await outcome(() => deleteDoc(ref))).toBe("permission-denied");
    expect((await stored(ref.id))[0]?.fields).toEqual(before?.fields);
  });

  it("refuses every other collection (1)", async () => {
    expect(
      await outcome(() =>
        setDoc(doc(db, "enquiries", randomUUID()), { ...enquiry, ...createdNow }),
      ),
    ).toBe("permission-denied");
  });
});

const healthcareClient = (): FirestoreClient => ({ db: healthcareDb, sdk });
/** A new address of this test's own, so no test depends on another's documents or slots. */
const newAddress = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;
/** A subscription's id, token and fields: what `storeSubscription` stores of its lead. */
type StoredPart = Pick<SubscriptionLead, "id" | "token" | "document">;
const newRequest = (
  email: string,
  kind: SubscriptionKind = "subscribe",
  locale = "en",
): StoredPart => ({
  ...newSubscriptionSecret(),
  document: {
    kind,
    email,
    locale,
    ...(kind === "subscribe" ? { noticeVersion: SUBSCRIBE_NOTICE.en } : {}),
  },
});
const storedSubscription = async (secret: SubscriptionSecret) =>
  (await listDocuments(emulator.url, HEALTHCARE, SUBSCRIBERS_COLLECTION)).find(
    (document) => document.id === subscriptionKey(secret),
  );
const mailLimit = async (email: string) =>
  (await listDocuments(emulator.url, HEALTHCARE, MAIL_LIMITS_COLLECTION)).find(
    (document) => document.id === createHash("sha256").update(email).digest("hex"),
  );
const limitRef = (email: string) =>
  doc(healthcareDb, MAIL_LIMITS_COLLECTION, createHash("sha256").update(email).digest("hex"));

/**
 * Writes a subscription document as a script posting to Firestore directly would, in one batch
 * with mail slot `slot` of its address (what the rules require of every create).
 */
function scriptedCreate(key: string, data: Record<string, unknown>, slot = "s0") {
  const batch = writeBatch(healthcareDb);
  batch.set(limitRef(String(data.email)), { [slot]: serverTimestamp() }, { merge: true });
  batch.set(doc(healthcareDb, SUBSCRIBERS_COLLECTION, key), data);
  return outcome(() => batch.commit());
}
const pendingFields = (email: string) => ({
  kind: "subscribe",
  email,
  locale: "en",
  noticeVersion: SUBSCRIBE_NOTICE.en,
  state: "pending",
  createdAt: serverTimestamp(),
});

/** Sets the address's mail slots past the rules, as the server's times `ago` ms before now. */
async function slotsTakenAgo(email: string, ago: Record<string, number>): Promise<void> {
  const hash = createHash("sha256").update(email).digest("hex");
  const fields = Object.fromEntries(
    Object.entries(ago).map(([slot, ms]) => [
      slot,
      { timestampValue: new Date(Date.now() - ms).toISOString() },
    ]),
  );
  const response = await fetch(
    `${emulator.url}/v1/projects/${HEALTHCARE}/databases/(default)/documents/${MAIL_LIMITS_COLLECTION}/${hash}`,
    {
      method: "PATCH",
      headers: { Authorization: "Bearer owner", "Content-Type": "application/json" },
      body: JSON.stringify({ fields }),
    },
  );
  if (!response.ok) throw new Error(`mail slots: ${response.status} ${await response.text()}`);
}

describe("subscribers rules (healthcare): a subscription only its token can confirm or withdraw", () => {
  it("stores a pending subscription with exactly its fields and a server createdAt, taking one mail slot of its address", async () => {
    const email = newAddress("reader");
    const request = newRequest(email);
    await storeSubscription(healthcareClient(), request, false);
    const stored = await storedSubscription(request);
    const { createdAt, ...fields } = stored?.fields ?? {};
    expect(fields).toEqual({
      kind: "subscribe",
      email,
      locale: "en",
      noticeVersion: SUBSCRIBE_NOTICE.en,
      state: "pending",
    });
    expect(createdAt).toBeInstanceOf(Date);
    // The token is in no field: only the document's path holds it.
    expect(JSON.stringify(stored?.fields)).not.toContain(request.token);
    const slots = await mailLimit(email);
    expect(Object.keys(slots?.fields ?? {})).toEqual(["s0"]);
    // A withdrawal request from the Hindi page: no notice version, its own slot.
    const withdrawal = newRequest(email, "unsubscribe", "hi");
    await storeSubscription(healthcareClient(), withdrawal, false);
    expect((await storedSubscription(withdrawal))?.fields).toMatchObject({
      kind: "unsubscribe",
      locale: "hi",
      state: "pending",
    });
    expect(Object.keys((await mailLimit(email))?.fields ?? {}).sort()).toEqual(["s0", "s1"]);
  });

  it("the right token confirms (confirmedAt from the server) and then withdraws; a link opened again says the same and changes nothing", async () => {
    const request = newRequest(newAddress("confirming"));
    await storeSubscription(healthcareClient(), request, false);
    const before = Date.now();
    expect(await followSubscriptionLink(healthcareClient(), request, "confirm")).toBe("confirmed");
    const confirmed = await storedSubscription(request);
    expect(confirmed?.fields.state).toBe("confirmed");
    const confirmedAt = confirmed?.fields.confirmedAt;
    if (!(confirmedAt instanceof Date)) throw new Error("confirmedAt is not a timestamp");
    expect(confirmedAt.getTime()).toBeGreaterThan(before - 5_000);
    expect(await followSubscriptionLink(healthcareClient(), request, "confirm")).toBe("confirmed");
    expect((await storedSubscription(request))?.fields).toEqual(confirmed?.fields);

    expect(await followSubscriptionLink(healthcareClient(), request, "withdraw")).toBe("withdrawn");
    const withdrawn = await storedSubscription(request);
    expect(withdrawn?.fields).toMatchObject({ state: "withdrawn", confirmedAt });
    expect(withdrawn?.fields.withdrawnAt).toBeInstanceOf(Date);
    // Opened again, and the confirmation link after it: withdrawn, nothing changed.
    expect(await followSubscriptionLink(healthcareClient(), request, "withdraw")).toBe("withdrawn");
    expect(await followSubscriptionLink(healthcareClient(), request, "confirm")).toBe("withdrawn");
    expect((await storedSubscription(request))?.fields).toEqual(withdrawn?.fields);
  });

  it("the token withdraws a pending subscription and a withdrawal request alike", async () => {
    const email = newAddress("withdrawing");
    for (const kind of ["subscribe", "unsubscribe"] as const) {
      const request = newRequest(email, kind);
      await storeSubscription(healthcareClient(), request, false);
      expect(await followSubscriptionLink(healthcareClient(), request, "withdraw")).toBe(
        "withdrawn",
      );
      expect((await storedSubscription(request))?.fields.state).toBe("withdrawn");
    }
  });

  it("a second subscription of the same address is a new pending one; the first, confirmed, is kept", async () => {
    const email = newAddress("twice");
    const first = newRequest(email);
    await storeSubscription(healthcareClient(), first, false);
    await followSubscriptionLink(healthcareClient(), first, "confirm");
    const kept = await storedSubscription(first);
    const second = newRequest(email);
    await storeSubscription(healthcareClient(), second, false);
    expect((await storedSubscription(second))?.fields.state).toBe("pending");
    expect((await storedSubscription(first))?.fields).toEqual(kept?.fields);
  });

  it("a retry whose first write landed stores nothing twice and takes no second slot", async () => {
    const email = newAddress("retry");
    const request = newRequest(email);
    await storeSubscription(healthcareClient(), request, false);
    const stored = await storedSubscription(request);
    await storeSubscription(healthcareClient(), request, true);
    expect((await storedSubscription(request))?.fields).toEqual(stored?.fields);
    expect(Object.keys((await mailLimit(email))?.fields ?? {})).toEqual(["s0"]);
  });

  it("refuses a create that claims confirmed or withdrawn, has no token, no mail slot, or any other shape (11)", async () => {
    const email = newAddress("refused");
    const secret = newSubscriptionSecret();
    const key = subscriptionKey(secret);
    const valid = pendingFields(email);
    const refused: Array<[string, Record<string, unknown>]> = [
      [key, { ...valid, state: "confirmed", confirmedAt: serverTimestamp() }],
      [key, { ...valid, state: "withdrawn" }],
      // No token: the id alone, or a token of the wrong shape.
      [secret.id, valid],
      [`${secret.id}.${secret.token.slice(1)}`, valid],
      [`${secret.id}.${secret.token.toUpperCase()}`, valid],
      [key, { ...valid, email: email.toUpperCase() }],
      [key, { ...valid, locale: "fr" }],
      [key, { ...valid, noticeVersion: "0A1B2C3D" }],
      [key, { ...valid, kind: "unsubscribe" }],
      [key, { ...valid, createdAt: Timestamp.fromMillis(0) }],
      [key, { ...valid, website: "https://spam.example" }],
    ];
    for (const [id, data] of refused) {
      expect([id, await scriptedCreate(id, data)]).toEqual([id, "permission-denied"]);
    }
    // Without a mail slot in the same batch, the valid one is refused too; with it, stored.
    expect(await outcome(() => setDoc(doc(healthcareDb, SUBSCRIBERS_COLLECTION, key), valid))).toBe(
      "permission-denied",
    );
    expect(await scriptedCreate(key, valid)).toBe("ok");
  });

  it("refuses every change without the token or with a wrong one, any change of its fields, any read and any delete (11)", async () => {
    const request = newRequest(newAddress("guarded"));
    await storeSubscription(healthcareClient(), request, false);
    const before = await storedSubscription(request);
    const { id, token } = request;
    const confirm = { state: "confirmed", confirmedAt: serverTimestamp() };
    const wrong = { id, token: newSubscriptionSecret().token };
    const ref = doc(healthcareDb, SUBSCRIBERS_COLLECTION, subscriptionKey(request));
    // Without the token (the id alone) or with a wrong one: no document of that name.
    expect(
      await outcome(() => updateDoc(doc(healthcareDb, SUBSCRIBERS_COLLECTION, id), confirm)),
    ).toBe("permission-denied");
    expect(
      await outcome(() =>
        updateDoc(doc(healthcareDb, SUBSCRIBERS_COLLECTION, subscriptionKey(wrong)), confirm),
      ),
    ).toBe("permission-denied");
    expect(await followSubscriptionLink(healthcareClient(), wrong, "confirm")).toBe("invalid");
    expect(await followSubscriptionLink(healthcareClient(), wrong, "withdraw")).toBe("invalid");
    // With it, only the link's own step: not another address, notice or time.
    expect(await outcome(() => updateDoc(ref, { email: "other@example.com" }))).toBe(
      "permission-denied",
    );
    expect(await outcome(() => updateDoc(ref, { noticeVersion: SUBSCRIBE_NOTICE.hi }))).toBe(
      "permission-denied",
    );
    expect(
      await outcome(() =>
        updateDoc(ref, { state: "confirmed", confirmedAt: Timestamp.fromMillis(0) }),
      ),
    ).toBe("permission-denied");
    expect(await outcome(() => getDoc(ref))).toBe("permission-denied");
    expect(await outcome(() => getDocs(collection(healthcareDb, SUBSCRIBERS_COLLECTION)))).toBe(
      "permission-denied",
    );
    expect(await outcome(() => deleteDoc(ref))).toBe("permission-denied");
    expect(await outcome(() => deleteDoc(doc(healthcareDb, SUBSCRIBERS_COLLECTION, id)))).toBe(
      "permission-denied",
    );
    expect((await storedSubscription(request))?.fields).toEqual(before?.fields);
    expect(token).toMatch(/^[0-9a-f]{32}$/);
  });

  it("refuses confirming a withdrawal request, and taking a withdrawn subscription back (2)", async () => {
    const email = newAddress("one-way");
    const withdrawal = newRequest(email, "unsubscribe");
    await storeSubscription(healthcareClient(), withdrawal, false);
    expect(await followSubscriptionLink(healthcareClient(), withdrawal, "confirm")).toBe("invalid");
    const request = newRequest(email);
    await storeSubscription(healthcareClient(), request, false);
    await followSubscriptionLink(healthcareClient(), request, "withdraw");
    const ref = doc(healthcareDb, SUBSCRIBERS_COLLECTION, subscriptionKey(request));
    expect(await outcome(() => updateDoc(ref, { state: "pending" }))).toBe("permission-denied");
  });
});

describe(`the mail limit: ${MAIL_LIMIT_SLOTS.length} mails to one address in 24 hours`, () => {
  it("stores 3 subscriptions or withdrawal requests of one address; the fourth is refused and stores nothing", async () => {
    const email = newAddress("limited");
    const requests = [
      newRequest(email),
      newRequest(email, "unsubscribe"),
      newRequest(` ${email}`.trim(), "subscribe", "hi"),
    ];
    for (const request of requests) await storeSubscription(healthcareClient(), request, false);
    const fourth = newRequest(email, "unsubscribe");
    await expect(storeSubscription(healthcareClient(), fourth, false)).rejects.toBeInstanceOf(
      MailLimitError,
    );
    expect(await storedSubscription(fourth)).toBeUndefined();
    // Another address is not held by it.
    await storeSubscription(healthcareClient(), newRequest(newAddress("other")), false);
  });

  it("a slot taken 24 hours ago is free again; one taken less than 24 hours ago is not", async () => {
    const email = newAddress("window");
    const hour = 60 * 60 * 1000;
    await slotsTakenAgo(email, { s0: 23 * hour, s1: 2 * hour, s2: MAIL_LIMIT_WINDOW_MS + 60_000 });
    const request = newRequest(email);
    await storeSubscription(healthcareClient(), request, false);
    expect((await storedSubscription(request))?.fields.state).toBe("pending");
    await expect(
      storeSubscription(healthcareClient(), newRequest(email), false),
    ).rejects.toBeInstanceOf(MailLimitError);
  });

  it("refuses reading a record, taking two slots at once, a slot at another time, or another field (5)", async () => {
    const email = newAddress("slots");
    const ref = limitRef(email);
    expect(await outcome(() => setDoc(ref, { s0: serverTimestamp(), s1: serverTimestamp() }))).toBe(
      "permission-denied",
    );
    expect(await outcome(() => setDoc(ref, { s0: Timestamp.fromMillis(0) }))).toBe(
      "permission-denied",
    );
    expect(await outcome(() => setDoc(ref, { count: 1 }))).toBe("permission-denied");
    expect(
      await outcome(() =>
        setDoc(doc(healthcareDb, MAIL_LIMITS_COLLECTION, "not-a-hash"), {
          s0: serverTimestamp(),
        }),
      ),
    ).toBe("permission-denied");
    expect(await outcome(() => setDoc(ref, { s0: serverTimestamp() }))).toBe("ok");
    expect(await outcome(() => getDoc(ref))).toBe("permission-denied");
  });
});

describe("the health-care project's enquiries stay closed to deletes: 1 refused", () => {
  it("refuses deleting an order, which unsubscribing must not open (1)", async () => {
    const ref = doc(healthcareDb, ENQUIRY_COLLECTION, randomUUID());
    const order = {
      ...enquiry,
      Services: "30-day pack",
      NoticeVersion: String(healthcareBrand.resources.en?.translation["form.notice.version"]),
    };
    expect(await outcome(() => setDoc(ref, { ...order, ...createdNow }))).toBe("ok");
    expect(await outcome(() => deleteDoc(ref))).toBe("permission-denied");
    const stored = await listDocuments(emulator.url, HEALTHCARE, ENQUIRY_COLLECTION);
    expect(stored.filter((document) => document.id === ref.id)).toHaveLength(1);
  });
});

describe("engineering's project has no subscribers collection: 2 refused", () => {
  it("refuses a valid subscription with its mail slot, and a mail slot alone (2)", async () => {
    const email = newAddress("engineering");
    const secret = newSubscriptionSecret();
    const batch = writeBatch(db);
    batch.set(doc(db, MAIL_LIMITS_COLLECTION, createHash("sha256").update(email).digest("hex")), {
      s0: serverTimestamp(),
    });
    batch.set(doc(db, SUBSCRIBERS_COLLECTION, subscriptionKey(secret)), {
      ...pendingFields(email),
      noticeVersion: NOTICE_VERSION,
    });
    expect(await outcome(() => batch.commit())).toBe("permission-denied");
    expect(
      await outcome(() =>
        setDoc(doc(db, MAIL_LIMITS_COLLECTION, createHash("sha256").update(email).digest("hex")), {
          s0: serverTimestamp(),
        }),
      ),
    ).toBe("permission-denied");
    expect(await listDocuments(emulator.url, ENGINEERING, SUBSCRIBERS_COLLECTION)).toEqual([]);
  });
});

describe("erasures, the erasure records of npm run leads, are closed to every client: 12 refused", () => {
  it.each([
    ["engineering", ENGINEERING],
    ["healthcare", HEALTHCARE],
  ])(
    "%s: refuses reading, listing, creating, adding, changing and deleting a record (6)",
    async (_, projectId) => {
      const visitorDb = projectId === ENGINEERING ? db : healthcareDb;
      const id = randomUUID();
      const added = await addDocumentAsOwner(emulator.url, projectId, ERASURES_COLLECTION, id, {
        emailHash: "0".repeat(64),
      });
      expect(added.status).toBe(200);
      const before = await listDocuments(emulator.url, projectId, ERASURES_COLLECTION);
      const ref = doc(visitorDb, ERASURES_COLLECTION, id);
      const record = { emailHash: "1".repeat(64), erasedAt: serverTimestamp() };
      expect(await outcome(() => getDoc(ref))).toBe("permission-denied");
      expect(await outcome(() => getDocs(collection(visitorDb, ERASURES_COLLECTION)))).toBe(
        "permission-denied",
      );
      expect(
        await outcome(() => setDoc(doc(visitorDb, ERASURES_COLLECTION, randomUUID()), record)),
      ).toBe("permission-denied");
      expect(await outcome(() => addDoc(collection(visitorDb, ERASURES_COLLECTION), record))).toBe(
        "permission-denied",
      );
      expect(await outcome(() => updateDoc(ref, record))).toBe("permission-denied");
      expect(await outcome(() => deleteDoc(ref))).toBe("permission-denied");
      expect(await listDocuments(emulator.url, projectId, ERASURES_COLLECTION)).toEqual(before);
    },
  );
});
