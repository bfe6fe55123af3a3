import { getDb } from "../firebase/getDb";
import { normalizeEmail } from "./normalizeEmail";

/** Firestore collection of newsletter subscribers; one document per address, id = the address. */
export const SUBSCRIBERS_COLLECTION = "subscribers";

/** What a subscribe call did: stored a new subscriber, or found the address already there. */
export type SubscribeOutcome = "subscribed" | "already-subscribed";

/**
 * Stores `email` as a subscriber: document `subscribers/<address>` with fields exactly
 * `{ email: <address>, createdAt: serverTimestamp() }`, the address being trimmed and lower-cased.
 * The security rules allow creating a subscriber and nothing else, so writing an address that is
 * already there is refused with `permission-denied`, which means "already subscribed".
 * Check the address with `isValidEmail` first.
 * @throws the Firestore error for any other failure (offline, misconfigured project)
 */
export async function subscribe(email: string): Promise<SubscribeOutcome> {
  const address = normalizeEmail(email);
  const [db, { doc, serverTimestamp, setDoc }] = await Promise.all([
    getDb(),
    import("firebase/firestore/lite"),
  ]);
  try {
    await setDoc(doc(db, SUBSCRIBERS_COLLECTION, address), {
      email: address,
      createdAt: serverTimestamp(),
    });
    return "subscribed";
  } catch (error) {
    if (isPermissionDenied(error)) return "already-subscribed";
    throw error;
  }
}

function isPermissionDenied(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    "code" in error &&
    error.code === "permission-denied"
  );
}
