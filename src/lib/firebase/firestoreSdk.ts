/**
 * The part of the Firebase SDK the site uses, as one module: it is loaded lazily as one chunk
 * (see `getFirestoreClient`), so a retry after a failed load fetches a single file afresh. In a
 * build that uses App Check, its code is in the same chunk (`startAppCheck`; undefined otherwise).
 */

export { startAppCheck } from "virtual:app-check";
export { initializeApp } from "firebase/app";
export {
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  getFirestore,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
} from "firebase/firestore/lite";
