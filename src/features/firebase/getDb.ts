import type { Firestore } from "firebase/firestore/lite";

let db: Promise<Firestore> | undefined;

/**
 * The brand's Firestore (the REST-based `firebase/firestore/lite`), loaded on first use so no
 * Firebase code is in any route's first page load. Configured from public build-time variables
 * (`VITE_FIREBASE_API_KEY`, `VITE_FIREBASE_PROJECT_ID`, `VITE_FIREBASE_APP_ID`,
 * `VITE_FIREBASE_STORAGE_BUCKET`); with `VITE_FIRESTORE_EMULATOR_HOST` (`127.0.0.1:8080`) it talks
 * to the local emulator instead (spec 7).
 */
export function getDb(): Promise<Firestore> {
  db ??= (async () => {
    const [{ initializeApp }, { connectFirestoreEmulator, getFirestore }] = await Promise.all([
      import("firebase/app"),
      import("firebase/firestore/lite"),
    ]);
    const env = import.meta.env;
    const app = initializeApp({
      apiKey: env.VITE_FIREBASE_API_KEY,
      projectId: env.VITE_FIREBASE_PROJECT_ID,
      appId: env.VITE_FIREBASE_APP_ID,
      storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET,
    });
    const firestore = getFirestore(app);
    const emulator = env.VITE_FIRESTORE_EMULATOR_HOST;
    if (emulator) {
      const [host = "127.0.0.1", port = "8080"] = emulator.split(":");
      connectFirestoreEmulator(firestore, host, Number(port));
    }
    return firestore;
  })();
  return db;
}
