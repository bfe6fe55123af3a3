import { randomUUID } from "node:crypto";
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
} from "firebase/firestore/lite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadBrand } from "../../scripts/brand/brandLoader";
import { readBrandRules } from "../../scripts/hosting/firestoreRules";
import { ERASURES_COLLECTION } from "../../scripts/leads/eraseLeads";
import { freePort } from "../../scripts/lib/freePort";
import {
  type FirestoreEmulator,
  startFirestoreEmulator,
} from "../../scripts/localStack/firestoreEmulator";
import type { EnquiryDocument } from "../../src/features/enquiry/enquiry";
import { ENQUIRY_COLLECTION } from "../../src/features/enquiry/enquiryCollection";
import { saveEnquiry } from "../../src/features/enquiry/saveEnquiry";
import { storeSubscriber } from "../../src/features/subscribe/subscribe";
import { removeSubscriber } from "../../src/features/subscribe/unsubscribe";
import * as sdk from "../../src/lib/firebase/firestoreSdk";
import type { FirestoreClient } from "../../src/lib/firebase/getFirestoreClient";
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
    await saveEnquiry(client(), id, { ...enquiry, Name: "Exact Fields" }, false);
    const [document] = await stored(id);
    const { createdAt, ...fields } = document?.fields ?? {};
    expect(fields).toEqual({ ...enquiry, Name: "Exact Fields" });
    expect(createdAt).toBeInstanceOf(Date);
    expect((createdAt as Date).getTime()).toBeGreaterThanOrEqual(before - 5000);
    expect((createdAt as Date).getTime()).toBeLessThanOrEqual(Date.now() + 5000);
  });

  it("stores nothing twice when a retry finds its own earlier write, and keeps its createdAt", async () => {
    const id = randomUUID();
    await saveEnquiry(client(), id, enquiry, false);
    const [first] = await stored(id);
    await saveEnquiry(client(), id, enquiry, true);
    await saveEnquiry(client(), id, enquiry, true);
    const after = await stored(id);
    expect(after).toHaveLength(1);
    expect(after[0]?.fields).toEqual(first?.fields);
  });

  it("refuses a retry under a stored id with different content, and changes nothing", async () => {
    const id = randomUUID();
    await saveEnquiry(client(), id, enquiry, false);
    const [first] = await stored(id);
    expect(
      await outcome(() => saveEnquiry(client(), id, { ...enquiry, Message: "Changed" }, true)),
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

const subscriber = (
  email: string,
  createdAt: unknown = serverTimestamp(),
  noticeVersion: unknown = SUBSCRIBE_NOTICE.en,
) => ({ email, noticeVersion, createdAt });
const refusedSubscribes: Array<[string, string, Record<string, unknown>]> = [
  ["an upper-case document id", "Reader2@example.com", subscriber("Reader2@example.com")],
  ["an email that differs from the id", "a@example.com", subscriber("b@example.com")],
  ["an id that is not an e-mail", "not-an-email", subscriber("not-an-email")],
  [
    "a 255-character address",
    `${"s".repeat(243)}@example.com`,
    subscriber(`${"s".repeat(243)}@example.com`),
  ],
  ["no createdAt", "c@example.com", { email: "c@example.com", noticeVersion: SUBSCRIBE_NOTICE.en }],
  [
    "a createdAt in the past",
    "d@example.com",
    subscriber("d@example.com", Timestamp.fromMillis(0)),
  ],
  ["an extra key", "e@example.com", { ...subscriber("e@example.com"), name: "E" }],
  ["the honeypot field", "g@example.com", { ...subscriber("g@example.com"), website: "x" }],
  [
    "a number as email",
    "f@example.com",
    { email: 7, noticeVersion: SUBSCRIBE_NOTICE.en, createdAt: serverTimestamp() },
  ],
  ["no noticeVersion", "h@example.com", { email: "h@example.com", createdAt: serverTimestamp() }],
  ["an empty noticeVersion", "i@example.com", subscriber("i@example.com", serverTimestamp(), "")],
  [
    "an upper-case noticeVersion",
    "j@example.com",
    subscriber("j@example.com", serverTimestamp(), "0A1B2C3D"),
  ],
  [
    "a 9-digit noticeVersion",
    "k@example.com",
    subscriber("k@example.com", serverTimestamp(), `${SUBSCRIBE_NOTICE.en}0`),
  ],
  [
    "a number as noticeVersion",
    "l@example.com",
    subscriber("l@example.com", serverTimestamp(), 12345678),
  ],
];

const subscribers = () => listDocuments(emulator.url, HEALTHCARE, "subscribers");
const subscriberNamed = async (address: string) =>
  (await subscribers()).filter((document) => document.id === address);

describe(`subscribers rules (healthcare): 8 accepted, ${refusedSubscribes.length + 7} refused`, () => {
  it("accepts a first subscribe, a 254-character address and the same address again, unchanged, from a page in either language (5)", async () => {
    const address = "reader@example.com";
    const ref = doc(healthcareDb, "subscribers", address);
    expect(await outcome(() => setDoc(ref, subscriber(address)))).toBe("ok");
    const longest = `${"s".repeat(242)}@example.com`;
    expect(
      await outcome(() => setDoc(doc(healthcareDb, "subscribers", longest), subscriber(longest))),
    ).toBe("ok");
    const [first] = await subscriberNamed(address);
    expect(first?.fields.email).toBe(address);
    expect(first?.fields.noticeVersion).toBe(SUBSCRIBE_NOTICE.en);
    expect(await outcome(() => setDoc(ref, { email: address }, { merge: true }))).toBe("ok");
    // subscribe() itself: the same address again, written differently, changes nothing; nor does
    // subscribing it again from the Hindi page, whose notice has another version (the first
    // subscription's record stays, and the answer reveals nothing).
    expect(SUBSCRIBE_NOTICE.hi).not.toBe(SUBSCRIBE_NOTICE.en);
    for (const version of [SUBSCRIBE_NOTICE.en, SUBSCRIBE_NOTICE.hi]) {
      expect(
        await outcome(() =>
          storeSubscriber({ db: healthcareDb, sdk }, "  Reader@Example.com ", version),
        ),
      ).toBe("ok");
    }
    const again = await subscriberNamed(address);
    expect(again).toHaveLength(1);
    expect(again[0]?.fields).toEqual(first?.fields);
  });

  it("accepts unsubscribing: the subscriber's document is deleted, and deleting an address never subscribed succeeds alike (3)", async () => {
    const address = "leaving@example.com";
    await storeSubscriber({ db: healthcareDb, sdk }, address, SUBSCRIBE_NOTICE.hi);
    expect(await subscriberNamed(address)).toHaveLength(1);
    // The site's own unsubscribe, with the address as a visitor types it.
    expect(
      await outcome(() => removeSubscriber({ db: healthcareDb, sdk }, " Leaving@Example.com")),
    ).toBe("ok");
    expect(await subscriberNamed(address)).toEqual([]);
    // The same answer for an address that is not (or no longer) there: it reveals nothing.
    expect(
      await outcome(() => removeSubscriber({ db: healthcareDb, sdk }, "never.here@example.com")),
    ).toBe("ok");
    expect(await outcome(() => removeSubscriber({ db: healthcareDb, sdk }, address))).toBe("ok");
    expect(await subscriberNamed("never.here@example.com")).toEqual([]);
  });

  it("refuses re-dating, changing the address or the notice version, reading, listing, and deleting under an id that is not a lower-case address (7)", async () => {
    const ref = doc(healthcareDb, "subscribers", "again@example.com");
    expect(await outcome(() => setDoc(ref, subscriber("again@example.com")))).toBe("ok");
    const [before] = await subscriberNamed("again@example.com");
    expect(await outcome(() => setDoc(ref, subscriber("again@example.com")))).toBe(
      "permission-denied",
    );
    expect(await outcome(() => updateDoc(ref, { email: "other@example.com" }))).toBe(
      "permission-denied",
    );
    expect(await outcome(() => updateDoc(ref, { noticeVersion: SUBSCRIBE_NOTICE.hi }))).toBe(
      "permission-denied",
    );
    expect(await outcome(() => getDoc(ref))).toBe("permission-denied");
    expect(await outcome(() => getDocs(collection(healthcareDb, "subscribers")))).toBe(
      "permission-denied",
    );
    expect(
      await outcome(() => deleteDoc(doc(healthcareDb, "subscribers", "Again@example.com"))),
    ).toBe("permission-denied");
    expect(await outcome(() => deleteDoc(doc(healthcareDb, "subscribers", "not-an-email")))).toBe(
      "permission-denied",
    );
    expect((await subscriberNamed("again@example.com"))[0]?.fields).toEqual(before?.fields);
  });

  it.each(refusedSubscribes)("refuses a subscribe with %s", async (_, id, data) => {
    expect(await outcome(() => setDoc(doc(healthcareDb, "subscribers", id), data))).toBe(
      "permission-denied",
    );
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

describe("engineering's project has no subscribers collection: 3 refused", () => {
  it("refuses a valid subscriber, first and again, and its delete (3)", async () => {
    const ref = doc(db, "subscribers", "reader@example.com");
    expect(await outcome(() => setDoc(ref, subscriber("reader@example.com")))).toBe(
      "permission-denied",
    );
    expect(await outcome(() => setDoc(ref, { email: "reader@example.com" }, { merge: true }))).toBe(
      "permission-denied",
    );
    expect(await outcome(() => deleteDoc(ref))).toBe("permission-denied");
    expect(await listDocuments(emulator.url, ENGINEERING, "subscribers")).toEqual([]);
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
