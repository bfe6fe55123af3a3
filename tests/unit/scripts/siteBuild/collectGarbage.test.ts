import { describe, expect, it } from "vitest";
import { collectGarbage } from "../../../../scripts/siteBuild/collectGarbage";

describe("collectGarbage", () => {
  it("frees an object nothing refers to any more, in a process started without --expose-gc", async () => {
    expect(process.execArgv.join(" ")).not.toContain("expose-gc");
    let target: { payload: string[] } | undefined = { payload: Array(10_000).fill("x") };
    const ref = new WeakRef(target);
    target = undefined;
    // A WeakRef holds its target until the job that made it has ended.
    await new Promise((resolve) => setImmediate(resolve));
    collectGarbage();
    expect(ref.deref()).toBeUndefined();
  });
});
