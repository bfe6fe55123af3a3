import { mkdir, writeFile } from "node:fs/promises";
import type http from "node:http";
import path from "node:path";
import { type BrandEnv, readBrandEnv } from "./brandEnv.ts";
import { DEFAULT_BRANDS_DIR, loadBrand } from "./brandLoader.ts";
import { type BrandBuild, buildBrand } from "./buildBrand.ts";
import { type EmailStandIn, startEmailStandIn } from "./emailStandIn.ts";
import { hostingTarget } from "./firebaseConfig.ts";
import { type FirestoreEmulator, startFirestoreEmulator } from "./firestoreEmulator.ts";
import { readBrandRules } from "./firestoreRules.ts";
import { freePort } from "./freePort.ts";
import { repoRoot } from "./repoRoot.ts";
import { serveStatic } from "./serveStatic.ts";

/** The site, the Firestore emulator and the e-mail stand-in of one brand, running locally. */
export interface LocalStack {
  brand: string;
  /** Where the build, the emulator's saved data and the mail outbox live. */
  localDir: string;
  /** The Firebase project the build writes to: `demo-<brand>` (the emulator needs no account). */
  projectId: string;
  /** The site, e.g. `http://127.0.0.1:4173` (no trailing slash). */
  siteUrl: string;
  emulator: FirestoreEmulator;
  mail: EmailStandIn;
  build: BrandBuild;
  /** Stops the site, the stand-in and the emulator (saving its data when persistent). */
  stop: () => Promise<void>;
}

/** `.local/<brand>/`: the local stack's build, saved emulator data and e-mail outbox (git-ignored). */
function defaultLocalDir(brand: string): string {
  return path.join(repoRoot, ".local", brand);
}

/**
 * Builds a brand pointed at the local Firestore emulator (project `demo-<brand>`, the brand's
 * security rules) and the local EmailJS stand-in, then serves it. The emulator boots while the
 * site builds. The build goes to `<localDir>/site/`, never `dist/`, so a local build cannot be
 * deployed by mistake. The site is served with the brand's Hosting headers (scripts/firebaseConfig.ts).
 * @param options.port the site's port; 0 picks a free one
 * @param options.persist keep the emulator's data in `<localDir>/firestore/` across runs
 * @param options.log receives progress and the stand-in's mail lines
 * @throws EmulatorError, BrandError, BrandEnvError with a message saying what to fix; whatever
 *   had started is stopped first
 */
export async function startLocalStack(options: {
  brand: string;
  port: number;
  localDir?: string;
  brandsDir?: string;
  persist?: boolean;
  log?: (line: string) => void;
}): Promise<LocalStack> {
  const { brand, port, brandsDir = DEFAULT_BRANDS_DIR, persist = false, log } = options;
  const localDir = options.localDir ?? defaultLocalDir(brand);
  const projectId = `demo-${brand}`;
  const { manifest } = await loadBrand(brand, brandsDir);
  await mkdir(localDir, { recursive: true });
  const rulesFile = path.join(localDir, "firestore.rules");
  await writeFile(rulesFile, await readBrandRules(manifest));

  const emulatorPort = await freePort();
  const emulatorStarting = startFirestoreEmulator({
    port: emulatorPort,
    rulesFile,
    projectId,
    ...(persist ? { dataDir: path.join(localDir, "firestore") } : {}),
  });
  let mail: EmailStandIn | undefined;
  let site: http.Server | undefined;
  const stop = async () => {
    if (site) await closeServer(site);
    await mail?.close();
    // Waits for a JVM still booting, so none is left behind.
    await emulatorStarting.then(
      (emulator) => emulator.stop(),
      () => undefined,
    );
  };
  try {
    mail = await startEmailStandIn({
      port: 0,
      recordFile: path.join(localDir, "mail.json"),
      ...(log ? { log } : {}),
    });
    const env: BrandEnv = {
      ...readBrandEnv(brand, { local: true }),
      VITE_FIREBASE_PROJECT_ID: projectId,
      VITE_FIREBASE_API_KEY: "demo-api-key",
      VITE_FIRESTORE_EMULATOR_HOST: `127.0.0.1:${emulatorPort}`,
      VITE_EMAILJS_ORIGIN: mail.url,
    };
    env.VITE_EMAILJS_SERVICE_ID ??= "service_local";
    env.VITE_EMAILJS_TEMPLATE_ID ??= "template_local";
    env.VITE_EMAILJS_PUBLIC_KEY ??= "local-public-key";
    const [build, emulator] = await Promise.all([
      buildBrand({ brand, brandsDir, outDir: path.join(localDir, "site"), env }),
      emulatorStarting,
    ]);
    // The brand's Hosting headers, so the local site runs under its production CSP, which lets it
    // reach the two loopback stand-ins in place of Firestore and EmailJS.
    const served = await serveStatic({
      dir: build.outDir,
      port,
      hosting: hostingTarget(brand, manifest),
      extraConnectSrc: [emulator.url, mail.url],
    });
    site = served.server;
    return { brand, localDir, projectId, siteUrl: served.url, emulator, mail, build, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

function closeServer(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}
