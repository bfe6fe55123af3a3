import type { Firestore } from "firebase/firestore/lite";

let db: Promise<Firestore> | undefined;

async function connect(): Promise<Firestore> {
  const env = import.meta.env;
  if (!env.VITE_FIREBASE_PROJECT_ID) {
    throw new Error(
      "Firebase is not configured: set VITE_FIREBASE_PROJECT_ID (and the other VITE_FIREBASE_* values) in .env.<brand>",
    );
  }
  const [{ initializeApp }, { connectFirestoreEmulator, getFirestore }] = await Promise.all([
    import("firebase/app"),
    import("firebase/firestore/lite"),
  ]);
  const app = initializeApp({
    apiKey: env.VITE_FIREBASE_API_KEY,
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
    projectId: env.VITE_FIREBASE_PROJECT_ID,
    storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET,
    messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID,
    appId: env.VITE_FIREBASE_APP_ID,
  });
  const firestore = getFirestore(app);
  // Only `npm start` builds set this (scripts/brandEnv.ts refuses it in production builds).
  // It must be connected before the first call.
  const emulator = env.VITE_FIRESTORE_EMULATOR_HOST;
  if (emulator) {
    const separator = emulator.lastIndexOf(":");
    connectFirestoreEmulator(
      firestore,
      emulator.slice(0, separator),
      Number(emulator.slice(separator + 1)),
    );
  }
  return firestore;
}

/**
 * The brand's Firestore (the REST-based `firebase/firestore/lite`), loaded on first use so no
 * Firebase code is in any route's first page load. Configured from public build-time variables
 * (`VITE_FIREBASE_*`); with `VITE_FIRESTORE_EMULATOR_HOST` (`127.0.0.1:8080`, local builds only)
 * it talks to the local emulator instead (spec 7). A failed load (offline, missing configuration)
 * is not remembered, so the next call tries again.
 * @throws Error when the brand has no Firebase project configured, or the SDK cannot be loaded
 */
export function getDb(): Promise<Firestore> {
  db ??= connect().catch((error: unknown) => {
    db = undefined;
    throw error;
  });
  return db;
}
