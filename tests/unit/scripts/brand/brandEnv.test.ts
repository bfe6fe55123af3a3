import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  BrandEnvError,
  envDefines,
  LOCAL_ENV_KEYS,
  PUBLIC_ENV_KEYS,
  readBrandEnv,
} from "../../../../scripts/brand/brandEnv";

let envDir: string;
beforeEach(async () => {
  envDir = await mkdtemp(path.join(os.tmpdir(), "env-"));
});
afterEach(async () => {
  await rm(envDir, { recursive: true, force: true });
});

describe("readBrandEnv", () => {
  it("reads .env, then .env.<brand> over it, and keeps only the known keys", async () => {
    await writeFile(
      path.join(envDir, ".env"),
      "VITE_FIREBASE_API_KEY=shared\nVITE_FIREBASE_PROJECT_ID=shared-project\nSECRET=x\n",
    );
    await writeFile(
      path.join(envDir, ".env.engineering"),
      "VITE_FIREBASE_PROJECT_ID=urja-site\nVITE_EMAILJS_SERVICE_ID=service_urja\nVITE_OTHER=y\n",
    );
    await writeFile(path.join(envDir, ".env.healthcare"), "VITE_FIREBASE_PROJECT_ID=akcent\n");
    expect(readBrandEnv("engineering", { local: false, envDir })).toEqual({
      VITE_FIREBASE_API_KEY: "shared",
      VITE_FIREBASE_PROJECT_ID: "urja-site",
      VITE_EMAILJS_SERVICE_ID: "service_urja",
    });
  });

  it("refuses the local backend in a production build, naming the variable", async () => {
    await writeFile(path.join(envDir, ".env.engineering"), "VITE_LOCAL_BACKEND=1\n");
    expect(() => readBrandEnv("engineering", { local: false, envDir })).toThrow(BrandEnvError);
    expect(() => readBrandEnv("engineering", { local: false, envDir })).toThrow(
      /VITE_LOCAL_BACKEND .*npm start/,
    );
    expect(readBrandEnv("engineering", { local: true, envDir })).toEqual({
      VITE_LOCAL_BACKEND: "1",
    });
  });
});

describe("envDefines", () => {
  it("fixes every key: the value when set, undefined otherwise", () => {
    const defines = envDefines({ VITE_FIREBASE_PROJECT_ID: "urja-site" });
    expect(Object.keys(defines)).toHaveLength(PUBLIC_ENV_KEYS.length + LOCAL_ENV_KEYS.length);
    expect(defines["import.meta.env.VITE_FIREBASE_PROJECT_ID"]).toBe('"urja-site"');
    expect(defines["import.meta.env.VITE_LOCAL_BACKEND"]).toBe("undefined");
  });
});
