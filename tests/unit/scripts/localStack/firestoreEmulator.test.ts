import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EmulatorError } from "../../../../scripts/localStack/emulatorError";
import { findEmulatorJar } from "../../../../scripts/localStack/firestoreEmulator";

let home: string;
let gcloudJar: string;
let cache: string;
beforeEach(async () => {
  home = await mkdtemp(path.join(os.tmpdir(), "home-"));
  gcloudJar = path.join(home, "gcloud", "cloud-firestore-emulator.jar");
  cache = path.join(home, ".cache", "firebase", "emulators");
  await mkdir(path.dirname(gcloudJar), { recursive: true });
  await mkdir(cache, { recursive: true });
});
afterEach(async () => {
  await rm(home, { recursive: true, force: true });
});

const touch = (file: string) => writeFile(file, "");

describe("findEmulatorJar", () => {
  it("prefers FIRESTORE_EMULATOR_JAR over the others", async () => {
    const jar = path.join(home, "mine.jar");
    await Promise.all([touch(jar), touch(gcloudJar)]);
    expect(findEmulatorJar({ env: { FIRESTORE_EMULATOR_JAR: jar }, home, gcloudJar })).toBe(jar);
  });

  it("refuses a FIRESTORE_EMULATOR_JAR that does not exist", async () => {
    await touch(gcloudJar);
    expect(() =>
      findEmulatorJar({ env: { FIRESTORE_EMULATOR_JAR: "/nope.jar" }, home, gcloudJar }),
    ).toThrow(/FIRESTORE_EMULATOR_JAR names \/nope.jar/);
  });

  it("then takes the Google Cloud CLI's jar over firebase-tools' cache", async () => {
    await Promise.all([
      touch(gcloudJar),
      touch(path.join(cache, "cloud-firestore-emulator-v1.19.2.jar")),
    ]);
    expect(findEmulatorJar({ env: {}, home, gcloudJar })).toBe(gcloudJar);
  });

  it("then takes the newest version in firebase-tools' cache", async () => {
    for (const version of ["1.9.0", "1.19.2", "1.18.10"]) {
      await touch(path.join(cache, `cloud-firestore-emulator-v${version}.jar`));
    }
    expect(findEmulatorJar({ env: {}, home, gcloudJar })).toBe(
      path.join(cache, "cloud-firestore-emulator-v1.19.2.jar"),
    );
  });

  it("says how to install one when there is none", () => {
    const find = () => findEmulatorJar({ env: {}, home, gcloudJar });
    expect(find).toThrow(EmulatorError);
    expect(find).toThrow(/apt-get install google-cloud-cli-firestore-emulator/);
    expect(find).toThrow(/FIRESTORE_EMULATOR_JAR/);
  });
});
