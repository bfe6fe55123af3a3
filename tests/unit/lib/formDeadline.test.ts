import { afterEach, describe, expect, it, vi } from "vitest";
import { timeLeftFrom } from "../../../src/lib/formDeadline";

afterEach(() => {
  vi.useRealTimers();
});

describe("timeLeftFrom", () => {
  it("counts one deadline down from the call, and never below 0", () => {
    vi.useFakeTimers({ toFake: ["performance"] });
    const timeLeft = timeLeftFrom(10_000);
    expect(timeLeft()).toBe(10_000);
    vi.advanceTimersByTime(7_500);
    expect(timeLeft()).toBe(2_500);
    vi.advanceTimersByTime(4_000);
    expect(timeLeft()).toBe(0);
  });
});
