import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { isRunning, processStartTime, stampOf } from "../../../scripts/processInfo";

describe("process stamps (pids written to lock files)", () => {
  it("knows this process runs, and not one with another start time under its pid", () => {
    const stamp = stampOf();
    expect(isRunning(stamp)).toBe(true);
    if (stamp.startTime !== "") {
      expect(isRunning({ pid: stamp.pid, startTime: `${stamp.startTime}0` })).toBe(false);
    }
  });

  it("knows a process that exited no longer runs", async () => {
    const child = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
    const exited = new Promise((resolve) => child.once("exit", resolve));
    const stamp = stampOf(child.pid);
    await exited;
    // Reaped by the 'exit' handler's time: no such process.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(processStartTime(stamp.pid)).toBeUndefined();
    expect(isRunning(stamp)).toBe(false);
  });
});
