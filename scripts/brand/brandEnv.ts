import { loadEnv } from "vite";
import { UserError } from "../lib/commandLine.ts";
import { repoRoot } from "../lib/repoRoot.ts";

/** The public configuration a brand's bundle may read (src/env.d.ts); never secrets. */
export const PUBLIC_ENV_KEYS = [
  "VITE_FIREBASE_API_KEY",
  "VITE_FIREBASE_AUTH_DOMAIN",
  "VITE_FIREBASE_PROJECT_ID",
  "VITE_FIREBASE_STORAGE_BUCKET",
  "VITE_FIREBASE_MESSAGING_SENDER_ID",
  "VITE_FIREBASE_APP_ID",
  "VITE_EMAILJS_SERVICE_ID",
  "VITE_EMAILJS_TEMPLATE_ID",
  "VITE_EMAILJS_SUBSCRIBE_TEMPLATE_ID",
  "VITE_EMAILJS_PUBLIC_KEY",
  // The reCAPTCHA Enterprise site key of Firebase App Check; a brand that sets it lists
  // "appCheck" in its manifest's services (docs/enquiry.md).
  "VITE_RECAPTCHA_ENTERPRISE_SITE_KEY",
] as const;

/**
 * Local builds only: whether the app reads the local stand-ins' addresses (and a test's App Check
 * token) from its origin at run time (src/lib/localBackend/), which `npm start`
 * (scripts/localStack/localStack.ts) sets.
 */
export const LOCAL_ENV_KEYS = ["VITE_LOCAL_BACKEND"] as const;

export type BrandEnvKey = (typeof PUBLIC_ENV_KEYS)[number] | (typeof LOCAL_ENV_KEYS)[number];

/** A brand's build-time configuration: the keys that are set. */
export type BrandEnv = Partial<Record<BrandEnvKey, string>>;

/** A configuration a build must not use; the message says which variable and why. */
export class BrandEnvError extends UserError {
  override name = "BrandEnvError";
}

/**
 * Reads a brand's configuration the way Vite reads a mode's: `.env`, `.env.local`,
 * `.env.<brand>`, `.env.<brand>.local` in `envDir`, then `VITE_*` variables of the process, each
 * overriding the one before.
 * @param options.local true for local builds (dev server, `npm start`), which may point at the
 *   emulator and the e-mail stand-in
 * @throws BrandEnvError when a production build is given a local-only variable
 */
export function readBrandEnv(
  brand: string,
  options: { local: boolean; envDir?: string },
): BrandEnv {
  const all = loadEnv(brand, options.envDir ?? repoRoot, "VITE_");
  const env: BrandEnv = {};
  for (const key of [...PUBLIC_ENV_KEYS, ...LOCAL_ENV_KEYS]) {
    const value = all[key];
    if (value) env[key] = value;
  }
  const local = LOCAL_ENV_KEYS.filter((key) => env[key] !== undefined);
  if (!options.local && local.length > 0) {
    throw new BrandEnvError(
      `${local.join(", ")} ${local.length > 1 ? "are" : "is"} for local builds ('npm start', the tests) only; ` +
        `remove ${local.length > 1 ? "them" : "it"} from the environment or .env files to build '${brand}'.`,
    );
  }
  return env;
}

/**
 * Vite `define` entries that fix every configuration key in the bundle: the value when set,
 * `undefined` otherwise, so nothing else in the environment can slip a value in.
 */
export function envDefines(env: BrandEnv): Record<string, string> {
  return Object.fromEntries(
    [...PUBLIC_ENV_KEYS, ...LOCAL_ENV_KEYS].map((key) => [
      `import.meta.env.${key}`,
      env[key] === undefined ? "undefined" : JSON.stringify(env[key]),
    ]),
  );
}
