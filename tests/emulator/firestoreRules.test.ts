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
import { loadBrand } from "../../scripts/brandLoader";
import { type FirestoreEmulator, startFirestoreEmulator } from "../../scripts/firestoreEmulator";
import { readBrandRules } from "../../scripts/firestoreRules";
import { freePort } from "../../scripts/freePort";
import { ENQUIRY_COLLECTION, type EnquiryDocument } from "../../src/features/enquiry/enquiry";
import { saveEnquiry } from "../../src/features/enquiry/saveEnquiry";
import { listDocuments } from "../support/firestoreAdmin";

const PROJECT = "demo-engineering";
let emulator: FirestoreEmulator;
let app: FirebaseApp;
let db: Firestore;
let tmp: string;

beforeAll(async () => {
  // Refused requests are the point of most tests here; the SDK would log each one.
  setLogLevel("silent");
  tmp = await mkdtemp(path.join(os.tmpdir(), "rules-"));
  const rulesFile = path.join(tmp, "firestore.rules");
  await writeFile(rulesFile, await readBrandRules((await loadBrand("engineering")).manifest));
  emulator = await startFirestoreEmulator({
    port: await freePort(),
    rulesFile,
    projectId: PROJECT,
  });
  // The same client library the site uses, as an anonymous visitor.
  app = initializeApp({ projectId: PROJECT, apiKey: "demo-api-key" }, "rules-test");
  db = getFirestore(app);
  const [host = "", port = ""] = emulator.host.split(":");
  connectFirestoreEmulator(db, host, Number(port));
});
afterAll(async () => {
  if (app) await deleteApp(app);
  await emulator?.stop();
  await rm(tmp, { recursive: true, force: true });
});

const enquiry: EnquiryDocument = {
  Name: "Asha Rao",
  Email: "asha@example.com",
  Mobile: "9876543210",
  Message: "Please quote for an energy audit.",
  Services: "Energy Audits",
};

const enquiries = () => collection(db, ENQUIRY_COLLECTION);

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
  it("stores one document with exactly Name, Email, Mobile, Message, Services and a server createdAt", async () => {
    const before = Date.now();
    const id = await saveEnquiry(db, { ...enquiry, Name: "Exact Fields" });
    const stored = (await listDocuments(emulator.url, PROJECT, ENQUIRY_COLLECTION)).find(
      (document) => document.id === id,
    );
    expect(stored).toBeDefined();
    const { createdAt, ...fields } = stored?.fields ?? {};
    expect(fields).toEqual({ ...enquiry, Name: "Exact Fields" });
    expect(Object.keys(stored?.fields ?? {}).sort()).toEqual(
      ["Email", "Message", "Mobile", "Name", "Services", "createdAt"].sort(),
    );
    expect(createdAt).toBeInstanceOf(Date);
    expect((createdAt as Date).getTime()).toBeGreaterThanOrEqual(before - 5000);
    expect((createdAt as Date).getTime()).toBeLessThanOrEqual(Date.now() + 5000);
  });
});

const accepted: Array<[string, Record<string, unknown>]> = [
  ["a valid enquiry without createdAt", { ...enquiry }],
  ["a valid enquiry with createdAt = request.time", { ...enquiry, createdAt: serverTimestamp() }],
  ["Plant & Machinery Manufacturing", { ...enquiry, Services: "Plant & Machinery Manufacturing" }],
  ["Oil & Gas Sector", { ...enquiry, Services: "Oil & Gas Sector" }],
  ["Sugar Mills", { ...enquiry, Services: "Sugar Mills" }],
  ["a unicode name", { ...enquiry, Name: "Zoë Ñúñez 李雷" }],
  ["an upper-case e-mail", { ...enquiry, Email: "ASHA@EXAMPLE.COM" }],
  [
    "values at their limits (100, 254, 5000)",
    {
      ...enquiry,
      Name: "n".repeat(100),
      Email: `${"e".repeat(242)}@example.com`,
      Message: "m".repeat(5000),
    },
  ],
];

const { Message: _message, ...withoutMessage } = enquiry;
const refusedCreates: Array<[string, Record<string, unknown>]> = [
  ["an extra key", { ...enquiry, productName: "Contact Us" }],
  ["a missing key", withoutMessage],
  [
    "lower-case keys",
    { name: "a", email: "a@b.co", mobile: "9876543210", message: "m", services: "Sugar Mills" },
  ],
  ["a number as Mobile", { ...enquiry, Mobile: 9876543210 }],
  ["a number as Name", { ...enquiry, Name: 42 }],
  ["a list as Services", { ...enquiry, Services: ["Sugar Mills"] }],
  ["a map as Message", { ...enquiry, Message: { text: "hi" } }],
  ["an empty Name", { ...enquiry, Name: "" }],
  ["a Name of spaces", { ...enquiry, Name: "   " }],
  ["an empty Message", { ...enquiry, Message: "" }],
  ["a 101-character Name", { ...enquiry, Name: "n".repeat(101) }],
  ["a 255-character Email", { ...enquiry, Email: `${"e".repeat(243)}@example.com` }],
  ["a 5001-character Message", { ...enquiry, Message: "m".repeat(5001) }],
  ["an Email without @", { ...enquiry, Email: "asha.example.com" }],
  ["an Email without a dot after @", { ...enquiry, Email: "asha@example" }],
  ["an Email with a space", { ...enquiry, Email: "asha rao@example.com" }],
  ["a 9-digit Mobile", { ...enquiry, Mobile: "987654321" }],
  ["an 11-digit Mobile", { ...enquiry, Mobile: "98765432101" }],
  ["a +91 Mobile", { ...enquiry, Mobile: "+919876543210" }],
  ["a Mobile with a space", { ...enquiry, Mobile: "98765 4321" }],
  ["an unknown service", { ...enquiry, Services: "Wind Farms" }],
  ["a service in the wrong case", { ...enquiry, Services: "sugar mills" }],
  ["the placeholder as service", { ...enquiry, Services: "Select Service" }],
  ["a createdAt in the past", { ...enquiry, createdAt: Timestamp.fromMillis(Date.now() - 60_000) }],
  ["a createdAt string", { ...enquiry, createdAt: new Date().toISOString() }],
];

describe(`contact-form rules: ${accepted.length} creates accepted`, () => {
  it.each(accepted)("accepts %s", async (_, data) => {
    expect(await outcome(() => addDoc(enquiries(), data))).toBe("ok");
  });
});

describe(`contact-form rules: ${refusedCreates.length + 6} requests refused`, () => {
  it.each(refusedCreates)("refuses a create with %s", async (_, data) => {
    expect(await outcome(() => addDoc(enquiries(), data))).toBe("permission-denied");
  });

  it("refuses reading, listing, updating, overwriting and deleting an enquiry (5)", async () => {
    const id = await saveEnquiry(db, enquiry);
    const ref = doc(db, ENQUIRY_COLLECTION, id);
    expect(await outcome(() => getDoc(ref))).toBe("permission-denied");
    expect(await outcome(() => getDocs(enquiries()))).toBe("permission-denied");
    expect(await outcome(() => updateDoc(ref, { Message: "changed" }))).toBe("permission-denied");
    expect(await outcome(() => setDoc(ref, enquiry))).toBe("permission-denied");
    expect(await outcome(() => deleteDoc(ref))).toBe("permission-denied");
  });

  it("refuses every other collection (1)", async () => {
    expect(await outcome(() => addDoc(collection(db, "enquiries"), enquiry))).toBe(
      "permission-denied",
    );
  });
});

const address = "reader@example.com";
const subscriber = (email: string, createdAt: unknown = serverTimestamp()) => ({
  email,
  createdAt,
});
const refusedSubscribes: Array<[string, string, Record<string, unknown>]> = [
  ["an upper-case document id", "Reader2@example.com", subscriber("Reader2@example.com")],
  ["an email that differs from the id", "a@example.com", subscriber("b@example.com")],
  ["an id that is not an e-mail", "not-an-email", subscriber("not-an-email")],
  [
    "a 255-character address",
    `${"s".repeat(243)}@example.com`,
    subscriber(`${"s".repeat(243)}@example.com`),
  ],
  ["no createdAt", "c@example.com", { email: "c@example.com" }],
  [
    "a createdAt in the past",
    "d@example.com",
    subscriber("d@example.com", Timestamp.fromMillis(0)),
  ],
  ["an extra key", "e@example.com", { ...subscriber("e@example.com"), name: "E" }],
  ["a number as email", "f@example.com", { email: 7, createdAt: serverTimestamp() }],
];

describe(`subscribers rules: 2 accepted, ${refusedSubscribes.length + 4} refused`, () => {
  it("accepts a first subscribe and a 254-character address (2)", async () => {
    const ref = doc(db, "subscribers", address);
    expect(await outcome(() => setDoc(ref, subscriber(address)))).toBe("ok");
    const longest = `${"s".repeat(242)}@example.com`;
    expect(await outcome(() => setDoc(doc(db, "subscribers", longest), subscriber(longest)))).toBe(
      "ok",
    );
    const stored = await listDocuments(emulator.url, PROJECT, "subscribers");
    expect(stored.find((document) => document.id === address)?.fields.email).toBe(address);
  });

  it("refuses a repeated subscribe, reading, listing and deleting (4)", async () => {
    const ref = doc(db, "subscribers", "again@example.com");
    expect(await outcome(() => setDoc(ref, subscriber("again@example.com")))).toBe("ok");
    expect(await outcome(() => setDoc(ref, subscriber("again@example.com")))).toBe(
      "permission-denied",
    );
    expect(await outcome(() => getDoc(ref))).toBe("permission-denied");
    expect(await outcome(() => getDocs(collection(db, "subscribers")))).toBe("permission-denied");
    expect(await outcome(() => deleteDoc(ref))).toBe("permission-denied");
  });

  it.each(refusedSubscribes)("refuses a subscribe with %s", async (_, id, data) => {
    expect(await outcome(() => setDoc(doc(db, "subscribers", id), data))).toBe("permission-denied");
  });
});
