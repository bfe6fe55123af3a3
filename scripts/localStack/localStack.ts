import { mkdir, open, readFile, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { LOCAL_BACKEND_PATH, type LocalBackend } from "../../src/lib/localBackend/localBackend.ts";
import { type BrandEnv, readBrandEnv } from "../brand/brandEnv.ts";
import { DEFAULT_BRANDS_DIR, type LoadedBrand, loadBrand } from "../brand/brandLoader.ts";
import { hostingTarget } from "../hosting/firebaseConfig.ts";
import { readBrandRules } from "../hosting/firestoreRules.ts";
import { hostingHandler } from "../hosting/serveStatic.ts";
import { UserError } from "../lib/commandLine.ts";
import { errorCode } from "../lib/errorCode.ts";
import { closeServer, listen } from "../lib/listen.ts";
import { isRunning, type ProcessStamp, stampOf } from "../lib/processInfo.ts";
import { shownPath } from "../lib/shownPath.ts";
import type { BrandBuild } from "../siteBuild/buildBrand.ts";
import { cachedBuild } from "../siteBuild/cachedBuild.ts";
import { type EmailStandIn, startEmailStandIn } from "./emailStandIn.ts";
import { type FirestoreEmulator, startFirestoreEmulator } from "./firestoreEmulator.ts";
import { brandLocalDir } from "./localDir.ts";

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
  /** The stand-in's record of every mail it took (`<localDir>/mail.json`). */
  mailFile: string;
  build: BrandBuild;
  /** Stops the site, the stand-in and the emulator (saving its data when persistent). */
  stop: () => Promise<void>;
}

/** The local stack cannot start as asked; the message (one line) says why and what to do. */
export class LocalStackError extends UserError {
  override name = "LocalStackError";
}

/** What `<localDir>/stack.json` records while a stack runs there. */
interface StackRecord {
  owner: ProcessStamp;
  brand: string;
  /** Set once the site is served. */
  siteUrl?: string;
}

/**
 * Claims `localDir` for this process by creating `stack.json` there (exclusively, so of two
 * starts only one wins), before anything is built into it. A record left by a process that no
 * longer runs (killed) is replaced.
 * @returns `update` (records the site's address) and `release` (deletes the record)
 * @throws LocalStackError naming the running stack when one uses `localDir`
 */
async function claimLocalDir(localDir: string, brand: string) {
  const file = path.join(localDir, "stack.json");
  const write = (record: StackRecord) => writeFile(file, `${JSON.stringify(record)}\n`);
  const record: StackRecord = { owner: stampOf(), brand };
  for (let attempt = 0; ; attempt++) {
    try {
      const handle = await open(file, "wx");
      await handle.writeFile(`${JSON.stringify(record)}\n`);
      await handle.close();
      break;
    } catch (error) {
      if (errorCode(error) !== "EEXIST" || attempt > 0) throw error;
    }
    const text = await readFile(file, "utf8").catch(() => "");
    let running: StackRecord | undefined;
    try {
      running = JSON.parse(text) as StackRecord;
    } catch {
      // Half written by a process killed at that moment: nobody holds it.
    }
    if (running && isRunning(running.owner)) {
      const where = running.siteUrl ? `at ${running.siteUrl}/` : "(still starting)";
      throw new LocalStackError(
        `'${running.brand}' is already running ${where} from ${shownPath(localDir)}/ (pid ${running.owner.pid}); stop it first (Ctrl-C in its terminal, or kill ${running.owner.pid}).`,
      );
    }
    await rm(file, { force: true });
  }
  return {
    update: (siteUrl: string) => write({ ...record, siteUrl }),
    release: async () => {
      const text = await readFile(file, "utf8").catch(() => "");
      if (text.includes(`"pid":${record.owner.pid},`)) await rm(file, { force: true });
    },
  };
}

/**
 * The build-time configuration of a brand's local build: the brand's own (less its reCAPTCHA
 * site key), the demo project `demo-<brand>`, placeholder EmailJS ids, and `VITE_LOCAL_BACKEND`,
 * so the app reads the emulator's and the stand-in's addresses from its origin at run time
 * (src/lib/localBackend/): one build serves every local stack, whatever ports it gets.
 * App Check does not start in it unless the stack answers a test token
 * (`startLocalStack`'s `appCheckTestToken`): the emulator checks no token, and reCAPTCHA would
 * need Google's hosts.
 */
function localBuildEnv(brand: string): BrandEnv {
  const { VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: _siteKey, ...brandEnv } = readBrandEnv(brand, {
    local: true,
  });
  const env: BrandEnv = {
    ...brandEnv,
    VITE_FIREBASE_PROJECT_ID: localProjectId(brand),
    VITE_FIREBASE_API_KEY: "demo-api-key",
    VITE_LOCAL_BACKEND: "1",
  };
  env.VITE_EMAILJS_SERVICE_ID ??= "service_local";
  env.VITE_EMAILJS_TEMPLATE_ID ??= "template_local";
  env.VITE_EMAILJS_SUBSCRIBE_TEMPLATE_ID ??= "template_subscribe_local";
  env.VITE_EMAILJS_PUBLIC_KEY ??= "local-public-key";
  return env;
}

/** The Firebase project a brand's local build writes to (the emulator needs no account). */
const localProjectId = (brand: string) => `demo-${brand}`;

/**
 * The brand's local build (see localBuildEnv), from the build cache when nothing it is made of
 * has changed (scripts/siteBuild/cachedBuild.ts). It lives under `.cache/`, never `dist/`, so a
 * local build cannot be deployed by mistake.
 */
export function localBuild(
  brand: string,
  options: { brandsDir?: string; loaded?: LoadedBrand } = {},
): Promise<BrandBuild> {
  return cachedBuild({
    brand,
    brandsDir: options.brandsDir,
    variant: "local",
    env: localBuildEnv(brand),
    loaded: options.loaded,
  });
}

/**
 * Serves a brand's local build (see localBuild) pointed at the local Firestore emulator (project
 * `demo-<brand>`, the brand's security rules) and the local EmailJS stand-in. The emulator boots
 * while the site builds. The site is served with the brand's Hosting headers
 * (scripts/hosting/firebaseConfig.ts), and answers the stand-ins' addresses at
 * LOCAL_BACKEND_PATH.
 * @param options.port the site's port; 0 picks a free one
 * @param options.persist keep the emulator's data in `<localDir>/firestore/` across runs
 * @param options.log receives progress and the stand-in's mail lines
 * @param options.appCheckTestToken a token the site answers for App Check to send (tests of
 *   App Check); without it App Check does not start, whatever `.env.<brand>` says
 * @param options.build the local build to serve, made already (see localBuild); by default
 *   localBuild's
 * @throws LocalStackError when a stack already runs in `localDir`, PortInUseError when `port` is
 *   taken, EmulatorError, BrandError, BrandEnvError, each with a one-line message saying what to
 *   fix; whatever had started is stopped first
 */
export async function startLocalStack(options: {
  brand: string;
  port: number;
  localDir?: string;
  brandsDir?: string;
  persist?: boolean;
  log?: (line: string) => void;
  appCheckTestToken?: string;
  build?: BrandBuild;
}): Promise<LocalStack> {
  const { brand, port, brandsDir = DEFAULT_BRANDS_DIR, persist = false, log } = options;
  const localDir = options.localDir ?? brandLocalDir(brand);
  const projectId = localProjectId(brand);
  // Loaded and checked once: a build made below uses this one.
  const loaded = await loadBrand(brand, brandsDir);
  const { manifest } = loaded;
  await mkdir(localDir, { recursive: true });
  const claim = await claimLocalDir(localDir, brand);
  // The site's port is taken first, so a port in use is reported before a 30 s build, and until
  // the build is done the address answers that it is starting.
  const site = http.createServer((_req, res) => {
    res.writeHead(503, { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "5" });
    res.end(`${brand} is starting; reload in a moment.\n`);
  });
  let siteListening = false;
  let mail: EmailStandIn | undefined;
  let emulatorStarting: Promise<FirestoreEmulator> | undefined;
  const stop = async () => {
    if (siteListening) await closeServer(site);
    await mail?.close();
    try {
      // Waits for a JVM still booting, so none is left behind.
      await emulatorStarting?.then(
        (emulator) => emulator.stop(),
        () => undefined,
      );
    } finally {
      await claim.release();
    }
  };
  try {
    const sitePort = await listen(site, port);
    siteListening = true;
    const rulesFile = path.join(localDir, "firestore.rules");
    await writeFile(rulesFile, await readBrandRules(manifest));
    emulatorStarting = startFirestoreEmulator({
      port: 0,
      rulesFile,
      projectId,
      ...(persist ? { dataDir: path.join(localDir, "firestore") } : {}),
      ...(log ? { log } : {}),
    });
    emulatorStarting.catch(() => undefined);
    const mailFile = path.join(localDir, "mail.json");
    mail = await startEmailStandIn({
      port: 0,
      recordFile: mailFile,
      ...(log ? { log } : {}),
    });
    const [build, emulator] = await Promise.all([
      options.build ?? localBuild(brand, { brandsDir, loaded }),
      emulatorStarting,
    ]);
    // The brand's Hosting headers, so the local site runs under its production CSP, which lets it
    // reach the two loopback stand-ins in place of Firestore and EmailJS.
    const handler = await hostingHandler({
      dir: build.outDir,
      hosting: hostingTarget(brand, manifest),
      extraConnectSrc: [emulator.url, mail.url],
    });
    const backend: LocalBackend = {
      firestoreEmulatorHost: emulator.url.replace("http://", ""),
      emailJsOrigin: mail.url,
      ...(options.appCheckTestToken ? { appCheckTestToken: options.appCheckTestToken } : {}),
    };
    site.removeAllListeners("request");
    site.on("request", (req, res) => {
      if (req.url?.split("?")[0] !== LOCAL_BACKEND_PATH) return handler(req, res);
      res.writeHead(200, {
        "Content-Type": "application/json; charset=utf-8",
        "Cache-Control": "no-store",
      });
      res.end(JSON.stringify(backend));
    });
    const siteUrl = `http://127.0.0.1:${sitePort}`;
    await claim.update(siteUrl);
    return { brand, localDir, projectId, siteUrl, emulator, mail, mailFile, build, stop };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}
