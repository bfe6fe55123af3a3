import { describe, expect, it } from "vitest";
import { changesData, coalesce } from "../../../../scripts/localStack/savingProxy";

describe("changesData (which emulator requests must be saved before they are answered)", () => {
  const documents = "/v1/projects/demo-x/databases/(default)/documents";
  it.each([
    ["POST", `${documents}:commit`, true],
    ["POST", `${documents}:batchWrite`, true],
    ["POST", `${documents}/contact-form?documentId=a`, true],
    ["PATCH", `${documents}/contact-form/a`, true],
    ["DELETE", `${documents}/contact-form/a`, true],
    ["DELETE", "/emulator/v1/projects/demo-x/databases/(default)/documents", true],
    ["GET", `${documents}/contact-form`, false],
    ["OPTIONS", `${documents}:commit`, false],
    ["POST", `${documents}:runQuery`, false],
    ["POST", `${documents}:batchGet`, false],
    ["POST", `${documents}:beginTransaction`, false],
    ["POST", "/emulator/v1/projects/demo-x:export", false],
  ])("%s %s: %s", (method, pathname, changes) => {
    expect(changesData(method, pathname)).toBe(changes);
  });
});

/** A save that takes until `finish()` is called, counting how often it ran. */
function manualSave() {
  const finishers: Array<() => void> = [];
  let runs = 0;
  const save = () => {
    runs++;
    return new Promise<void>((resolve) => finishers.push(resolve));
  };
  const finish = async () => {
    finishers.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { save, finish, runs: () => runs };
}

describe("coalesce", () => {
  it("runs at once when idle, and makes callers during a save wait for one more save", async () => {
    const manual = manualSave();
    const save = coalesce(manual.save);
    const settled: string[] = [];
    const first = save().then(() => settled.push("first"));
    const second = save().then(() => settled.push("second"));
    const third = save().then(() => settled.push("third"));
    expect(manual.runs()).toBe(1);
    await manual.finish();
    // The first is done; the two that came during it share the next save, not the first one.
    expect(settled).toEqual(["first"]);
    expect(manual.runs()).toBe(2);
    await manual.finish();
    await Promise.all([first, second, third]);
    expect(settled).toEqual(["first", "second", "third"]);
    expect(manual.runs()).toBe(2);
  });

  it("passes a failed save on to its callers, and the next call saves again", async () => {
    let fail = true;
    const save = coalesce(async () => {
      if (fail) throw new Error("disk full");
    });
    await expect(save()).rejects.toThrow("disk full");
    fail = false;
    await expect(save()).resolves.toBeUndefined();
  });
});
