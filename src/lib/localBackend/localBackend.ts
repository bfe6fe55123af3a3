/**
 * Where a local build's server (`npm start`, the tests' local backends: scripts/localStack/)
 * answers the addresses of the local Firestore emulator and e-mail stand-in, as JSON.
 */
export const LOCAL_BACKEND_PATH = "/__local/backend.json";

/** The local stand-ins a local build talks to, as `LOCAL_BACKEND_PATH` answers them. */
export interface LocalBackend {
  /** `127.0.0.1:<port>` of the Firestore emulator. */
  firestoreEmulatorHost: string;
  /** `http://127.0.0.1:<port>` of the EmailJS stand-in. */
  emailJsOrigin: string;
  /**
   * A token for Firebase App Check to send with every Firestore request (a custom provider in
   * place of reCAPTCHA Enterprise), when the stack was started with one (tests); none otherwise.
   */
  appCheckTestToken?: string;
}

/** Whether `value` has the shape of a LocalBackend. */
function isLocalBackend(value: unknown): value is LocalBackend {
  if (typeof value !== "object" || value === null) return false;
  const host: unknown = Reflect.get(value, "firestoreEmulatorHost");
  const origin: unknown = Reflect.get(value, "emailJsOrigin");
  const token: unknown = Reflect.get(value, "appCheckTestToken");
  return (
    typeof host === "string" &&
    typeof origin === "string" &&
    (token === undefined || typeof token === "string")
  );
}

let answered: Promise<LocalBackend> | undefined;

/**
 * The local stand-ins' addresses, read from the serving origin once per page (or worker) when
 * the build is a local one (`VITE_LOCAL_BACKEND`, set by scripts/localStack/ only), so one build
 * serves every local stack whatever ports it got; `undefined` in production builds, where this
 * code is dropped. A failed read is tried afresh on the next call.
 * @throws TypeError when the origin cannot be reached (offline), Error when it answers no
 *   LocalBackend
 */
export function localBackend(): Promise<LocalBackend | undefined> {
  if (!import.meta.env.VITE_LOCAL_BACKEND) return Promise.resolve(undefined);
  answered ??= fetch(LOCAL_BACKEND_PATH, { cache: "no-store" })
    .then(async (response) => {
      const body: unknown = response.ok ? await response.json() : undefined;
      if (!isLocalBackend(body)) {
        throw new Error(`${LOCAL_BACKEND_PATH} answered ${response.status} without the addresses`);
      }
      return body;
    })
    .catch((error: unknown) => {
      answered = undefined;
      throw error;
    });
  return answered;
}
