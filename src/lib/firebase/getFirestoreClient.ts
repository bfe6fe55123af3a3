import type { Firestore } from "firebase/firestore/lite";
import { lazyModule } from "../lazyModule/lazyModule";
import { type LocalBackend, localBackend } from "../localBackend/localBackend";
import firestoreSdkUrl from "./firestoreSdk?chunk-url";

/** The Firebase functions the site calls (src/lib/firebase/firestoreSdk.ts). */
export type FirestoreSdk = typeof import("./firestoreSdk");

/** The brand's Firestore and the SDK functions to use on it. */
export interface FirestoreClient {
  db: Firestore;
  sdk: FirestoreSdk;
}

/** Firebase is not configured for this build; retrying cannot help. */
export class FirebaseConfigError extends Error {
  override name = "FirebaseConfigError";
}

const loadSdk = lazyModule(
  () => import("./firestoreSdk"),
  firestoreSdkUrl,
  "loading the Firestore SDK",
);

let client: FirestoreClient | undefined;

function connect(sdk: FirestoreSdk, local: LocalBackend | undefined): FirestoreClient {
  const env = import.meta.env;
  const app = sdk.initializeApp({
    apiKey: env.VITE_FIREBASE_API_KEY,
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
    projectId: env.VITE_FIREBASE_PROJECT_ID,
    storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET,
    messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID,
    appId: env.VITE_FIREBASE_APP_ID,
  });
  // Before Firestore's first request, so that every request carries an App Check token.
  sdk.startAppCheck?.(app, local?.appCheckTestToken);
  const db = sdk.getFirestore(app);
  // Only local builds have one (scripts/brand/brandEnv.ts refuses the flag in production builds).
  // It must be connected before the first call.
  const emulator = local?.firestoreEmulatorHost;
  if (emulator) {
    const separator = emulator.lastIndexOf(":");
    sdk.connectFirestoreEmulator(
      db,
      emulator.slice(0, separator),
      Number(emulator.slice(separator + 1)),
    );
  }
  return { db, sdk };
}

/**
 * The brand's Firestore (the REST-based `firebase/firestore/lite`), loaded on first use so no
 * Firebase code is in any route's first page load. Configured from public build-time variables
 * (`VITE_FIREBASE_*`); a local build (`VITE_LOCAL_BACKEND`) talks to the local emulator instead,
 * at the address its origin answers (src/lib/localBackend/; spec §7). In a build with App Check, App Check starts
 * here too (`startAppCheck`), so its reCAPTCHA script loads when Firestore is first needed, never
 * with the page. A failed or stalled load is retried afresh on the next call (see `lazyModule`).
 * @throws FirebaseConfigError when the brand has no Firebase project configured
 * @throws the import's error, or a TimeoutError, when the SDK cannot be loaded; in a local build,
 *   the error of reading the emulator's address
 */
export async function getFirestoreClient(): Promise<FirestoreClient> {
  if (!import.meta.env.VITE_FIREBASE_PROJECT_ID) {
    throw new FirebaseConfigError(
      "Firebase is not configured: set VITE_FIREBASE_PROJECT_ID (and the other VITE_FIREBASE_* values) in .env.<brand>",
    );
  }
  if (!client) {
    const [sdk, local] = await Promise.all([loadSdk(), localBackend()]);
    client ??= connect(sdk, local);
  }
  return client;
}
