import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLazyLoader } from "../../../../src/lib/lazyModule/createLazyLoader";
import { TimeoutError, withTimeout } from "../../../../src/lib/lazyModule/withTimeout";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A load whose attempts are recorded and settled by the test. */
function controlledLoad() {
  const attempts: number[] = [];
  const settle: Array<{ resolve: (value: string) => void; reject: (error: Error) => void }> = [];
  const load = (attempt: number) =>
    new Promise<string>((resolve, reject) => {
      attempts.push(attempt);
      settle.push({ resolve, reject });
    });
  return { load, attempts, settle };
}

describe("createLazyLoader: load once, retry a failed load afresh", () => {
  it("loads once and hands every call the same value", async () => {
    const { load, attempts, settle } = controlledLoad();
    const get = createLazyLoader(load, 1000, "loading x");
    const first = get();
    const second = get();
    expect(second).toBe(first);
    await vi.advanceTimersByTimeAsync(0);
    settle[0]?.resolve("module");
    expect(await first).toBe("module");
    expect(await get()).toBe("module");
    expect(attempts).toEqual([0]);
  });

  it("forgets a failed load: the next call starts attempt 1, then 2", async () => {
    const { load, attempts, settle } = controlledLoad();
    const get = createLazyLoader(load, 1000, "loading x");
    const first = get();
    await vi.advanceTimersByTimeAsync(0);
    settle[0]?.reject(new TypeError("Failed to fetch dynamically imported module"));
    await expect(first).rejects.toThrow("Failed to fetch");
    const second = get();
    await vi.advanceTimersByTimeAsync(0);
    settle[1]?.reject(new TypeError("offline"));
    await expect(second).rejects.toThrow("offline");
    const third = get();
    await vi.advanceTimersByTimeAsync(0);
    settle[2]?.resolve("module");
    expect(await third).toBe("module");
    expect(await get()).toBe("module");
    expect(attempts).toEqual([0, 1, 2]);
  });

  it("gives up on a stalled load after the timeout; the next call starts afresh", async () => {
    const { load, attempts, settle } = controlledLoad();
    const get = createLazyLoader(load, 1000, "loading x");
    const stalled = get();
    const outcome = stalled.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(999);
    expect(get()).toBe(stalled);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(TimeoutError);
    const retry = get();
    await vi.advanceTimersByTimeAsync(0);
    // The abandoned attempt succeeding late changes nothing.
    settle[0]?.resolve("late");
    settle[1]?.resolve("fresh");
    expect(await retry).toBe("fresh");
    expect(await get()).toBe("fresh");
    expect(attempts).toEqual([0, 1]);
  });

  it("turns a load that throws synchronously into a rejection, and retries it", async () => {
    let calls = 0;
    const get = createLazyLoader(
      (attempt) => {
        calls += 1;
        if (attempt === 0) throw new Error("sync");
        return Promise.resolve("ok");
      },
      1000,
      "loading x",
    );
    await expect(get()).rejects.toThrow("sync");
    expect(await get()).toBe("ok");
    expect(calls).toBe(2);
  });
});

describe("withTimeout", () => {
  it("settles like the promise when it is in time", async () => {
    await expect(withTimeout(Promise.resolve(1), 10, "x")).resolves.toBe(1);
    await expect(withTimeout(Promise.reject(new Error("no")), 10, "x")).rejects.toThrow("no");
  });

  it("rejects with a TimeoutError naming what took too long", async () => {
    const late = withTimeout(new Promise(() => undefined), 10_000, "the Firestore write");
    const outcome = late.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10_000);
    const error = await outcome;
    expect(error).toBeInstanceOf(TimeoutError);
    expect(String(error)).toContain("the Firestore write took over 10000 ms");
  });
});
