import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { isDeepStrictEqual } from "node:util";
import type { Manifest } from "../../src/brand/manifestSchema";
import { type BrandEnv, type BrandEnvKey, readBrandEnv } from "../brand/brandEnv";
import { type LoadedBrand, loadBrand } from "../brand/brandLoader";
import { generatedFirebaseConfig, readFirebaseConfig } from "../hosting/firebaseConfig";
import { firebaseRcSchema, readFirebaseRc } from "../hosting/firebaseRc";
import { RULES_TEMPLATE } from "../hosting/firestoreRules";
import { CliError } from "../lib/commandLine";
import { repoRoot } from "../lib/repoRoot.ts";

/**
 * `npm run deploy -- --brand <id>`: checks that the brand can be deployed, builds it, then runs
 * firebase-tools (through npx, never a dependency of ours, never run by the tests) to deploy the
 * brand's Hosting target and its Firestore security rules to the brand's own Firebase project.
 */

/** The firebase-tools release deploys are made with; bump it deliberately. */
export const FIREBASE_TOOLS_VERSION = "15.34.2";

/**
 * `npx` arguments that deploy `brand` to its project alias: its Hosting target and, for a brand
 * whose pages use Firestore (`services` in the manifest), its Firestore rules target.
 */
export function deployArgs(brand: string, withRules: boolean): string[] {
  return [
    "--yes",
    `firebase-tools@${FIREBASE_TOOLS_VERSION}`,
    "deploy",
    "--project",
    brand,
    "--only",
    withRules ? `hosting:${brand},firestore:${brand}` : `hosting:${brand}`,
    "--non-interactive",
  ];
}

/** Public Firebase configuration a build needs when the brand uses Firestore (src/lib/firebase/getFirestoreClient.ts). */
const FIRESTORE_ENV = [
  "VITE_FIREBASE_API_KEY",
  "VITE_FIREBASE_PROJECT_ID",
  "VITE_FIREBASE_APP_ID",
] as const satisfies readonly BrandEnvKey[];

/**
 * Everything that would make a deploy of `brand` wrong, as messages saying how to fix each; empty
 * when it may go ahead.
 * @param firebaseRc the parsed `.firebaserc`, or null when there is none
 * @param env the configuration the production build will see (scripts/brand/brandEnv.ts)
 * @param rulesExist whether the firestore.rules template, which the build fills in, exists
 */
export function deployProblems(input: {
  brand: string;
  manifest: Manifest;
  firebaseRc: unknown;
  env: BrandEnv;
  rulesExist: boolean;
  firebaseJsonCurrent: boolean;
}): string[] {
  const { brand, manifest, env } = input;
  const problems: string[] = [];
  if (!input.firebaseJsonCurrent) {
    problems.push("firebase.json is not what the manifests give: run npm run firebase-json");
  }
  if (!input.rulesExist) problems.push("firestore.rules (the security rules template) is missing");
  let project: string | undefined;
  if (input.firebaseRc === null) {
    problems.push("no .firebaserc: copy .firebaserc.example and fill in the project ids");
  } else {
    const rc = firebaseRcSchema.safeParse(input.firebaseRc);
    if (!rc.success) {
      problems.push(`.firebaserc is malformed: ${rc.error.issues[0]?.message}`);
    } else {
      project = rc.data.projects[brand];
      if (!project) problems.push(`.firebaserc has no project alias '${brand}' under "projects"`);
      else {
        const targets = rc.data.targets?.[project];
        if (!targets?.hosting?.[brand]?.length) {
          problems.push(
            `.firebaserc applies no Hosting site to target '${brand}' in project ${project} (targets.${project}.hosting.${brand})`,
          );
        }
        if (manifest.services.includes("firestore") && !targets?.firestore?.[brand]?.length) {
          problems.push(
            `.firebaserc applies no Firestore database to target '${brand}' in project ${project} (targets.${project}.firestore.${brand}, usually ["(default)"])`,
          );
        }
      }
    }
  }
  if (manifest.services.includes("appCheck") && !env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY) {
    problems.push(
      `the manifest lists "appCheck", so the build needs VITE_RECAPTCHA_ENTERPRISE_SITE_KEY (see docs/enquiry.md): without it the site would not send App Check tokens, and a project that enforces App Check would refuse every enquiry`,
    );
  }
  if (manifest.services.includes("firestore")) {
    const missing = FIRESTORE_ENV.filter((name) => !env[name]);
    if (missing.length > 0) {
      problems.push(`the build needs ${missing.join(", ")} (see README, "Deploying a brand")`);
    } else if (project && env.VITE_FIREBASE_PROJECT_ID !== project) {
      problems.push(
        `VITE_FIREBASE_PROJECT_ID is ${env.VITE_FIREBASE_PROJECT_ID}, but .firebaserc deploys '${brand}' to ${project}: enquiries would go to another project`,
      );
    }
  }
  return problems;
}

/**
 * Checks, builds (with `build`, given the brand loaded and checked here, so the build does not
 * load it again) and deploys `brand`.
 * @throws CliError listing every problem found, or when firebase-tools fails
 */
export async function deployBrand(
  brand: string,
  build: (loaded: LoadedBrand) => Promise<void>,
): Promise<void> {
  const loaded = await loadBrand(brand);
  const { manifest } = loaded;
  const problems = deployProblems({
    brand,
    manifest,
    firebaseRc: await readFirebaseRc(),
    // What the brand's production build reads: .env, .env.<brand> (and .local) and process.env.
    env: readBrandEnv(brand, { local: false }),
    rulesExist: existsSync(RULES_TEMPLATE),
    firebaseJsonCurrent: isDeepStrictEqual(
      await readFirebaseConfig(),
      await generatedFirebaseConfig(),
    ),
  });
  if (problems.length > 0) {
    throw new CliError(`cannot deploy '${brand}':\n  - ${problems.join("\n  - ")}`);
  }
  await build(loaded);
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn("npx", deployArgs(brand, manifest.services.includes("firestore")), {
      cwd: repoRoot,
      stdio: "inherit",
    });
    child.once("error", reject);
    child.once("exit", resolve);
  });
  if (code !== 0) throw new CliError(`firebase-tools exited with code ${code}`);
}
