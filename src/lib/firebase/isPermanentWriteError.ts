import { FirebaseConfigError } from "./getFirestoreClient";
import { isPermissionDenied } from "./isPermissionDenied";

/**
 * Whether a Firestore write's error means no retry can succeed: the build has no Firebase
 * configuration, or the security rules refused the document.
 */
export function isPermanentWriteError(error: unknown): boolean {
  return error instanceof FirebaseConfigError || isPermissionDenied(error);
}
