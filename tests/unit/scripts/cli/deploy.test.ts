import { describe, expect, it } from "vitest";
import { loadBrand } from "../../../../scripts/brand/brandLoader";
import { deployArgs, deployProblems, FIREBASE_TOOLS_VERSION } from "../../../../scripts/cli/deploy";
import { FIXTURE_BRANDS_DIR } from "../../../support/brands";

const { manifest } = await loadBrand("engineering");
const RC = {
  projects: { engineering: "urja-prod" },
  targets: {
    "urja-prod": {
      hosting: { engineering: ["urja-site"] },
      firestore: { engineering: ["(default)"] },
    },
  },
};
const ENV = {
  VITE_FIREBASE_API_KEY: "key",
  VITE_FIREBASE_PROJECT_ID: "urja-prod",
  VITE_FIREBASE_APP_ID: "1:2:web:3",
};
const READY = {
  brand: "engineering",
  manifest,
  firebaseRc: RC,
  env: ENV,
  rulesExist: true,
  firebaseJsonCurrent: true,
};

describe("deployArgs", () => {
  it("runs the pinned firebase-tools through npx for the brand's hosting and rules targets", () => {
    expect(FIREBASE_TOOLS_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
    expect(deployArgs("healthcare", true)).toEqual([
      "--yes",
      `firebase-tools@${FIREBASE_TOOLS_VERSION}`,
      "deploy",
      "--project",
      "healthcare",
      "--only",
      "hosting:healthcare,firestore:healthcare",
      "--non-interactive",
    ]);
    expect(deployArgs("fixture", false)).toContain("hosting:fixture");
    expect(deployArgs("fixture", false).join(" ")).not.toContain("firestore");
  });
});

describe("deployProblems", () => {
  it("lets a fully set-up brand go ahead", () => {
    expect(deployProblems(READY)).toEqual([]);
  });

  it.each([
    { change: { firebaseRc: null }, problem: /no \.firebaserc: copy \.firebaserc\.example/ },
    { change: { firebaseRc: { projects: "x" } }, problem: /\.firebaserc is malformed/ },
    {
      change: { firebaseRc: { projects: { healthcare: "akcent" } } },
      problem: /no project alias 'engineering'/,
    },
    {
      change: {
        firebaseRc: {
          projects: RC.projects,
          targets: { "urja-prod": { firestore: { engineering: ["(default)"] } } },
        },
      },
      problem: /applies no Hosting site to target 'engineering' in project urja-prod/,
    },
    {
      change: {
        firebaseRc: {
          projects: RC.projects,
          targets: { "urja-prod": { hosting: { engineering: ["urja-site"] } } },
        },
      },
      problem: /applies no Firestore database to target 'engineering' in project urja-prod/,
    },
    {
      change: { rulesExist: false },
      problem: /firestore\.rules \(the security rules template\) is missing/,
    },
    { change: { firebaseJsonCurrent: false }, problem: /run npm run firebase-json/ },
    {
      change: { env: { ...ENV, VITE_FIREBASE_API_KEY: "" } },
      problem: /the build needs VITE_FIREBASE_API_KEY/,
    },
    {
      change: { env: { ...ENV, VITE_FIREBASE_PROJECT_ID: "akcent-prod" } },
      problem:
        /VITE_FIREBASE_PROJECT_ID is akcent-prod, but \.firebaserc deploys 'engineering' to urja-prod/,
    },
  ])("refuses when $problem", ({ change, problem }) => {
    const problems = deployProblems({ ...READY, ...change });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(problem);
  });

  it("asks a brand that lists appCheck for its reCAPTCHA Enterprise site key", () => {
    const manifest = {
      ...READY.manifest,
      services: [...READY.manifest.services, "appCheck" as const],
    };
    const problems = deployProblems({ ...READY, manifest });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /lists "appCheck", so the build needs VITE_RECAPTCHA_ENTERPRISE_SITE_KEY/,
    );
    const env = { ...READY.env, VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: "6Lc-site-key" };
    expect(deployProblems({ ...READY, manifest, env })).toEqual([]);
  });

  it("asks for no Firebase configuration from a brand that uses no Firestore", async () => {
    const fixture = (await loadBrand("fixture", FIXTURE_BRANDS_DIR)).manifest;
    expect(fixture.services).toEqual([]);
    const rc = { projects: { fixture: "f" }, targets: { f: { hosting: { fixture: ["f"] } } } };
    expect(
      deployProblems({ ...READY, brand: "fixture", manifest: fixture, firebaseRc: rc, env: {} }),
    ).toEqual([]);
  });
});
