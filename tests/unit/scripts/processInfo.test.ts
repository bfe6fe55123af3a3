import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
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

  it.runIf(existsSync("/proc/self/stat"))(
    "counts a zombie (killed, not yet reaped) as not running",
    async () => {
      // `true` exits at once, and its parent has become `sleep`, which never reaps it.
      const parent = spawn("sh", ["-c", "true & echo $!; exec sleep 5"], {
        stdio: ["ignore", "pipe", "ignore"],
      });
      const zombie = Number(
        await new Promise<string>((resolve) =>
          parent.stdout.once("data", (data) => resolve(`${data}`)),
        ),
      );
      try {
        await expect
          .poll(() => readFileSync(`/proc/${zombie}/stat`, "utf8").split(") ")[1]?.[0])
          .toBe("Z");
        expect(processStartTime(zombie)).toBeUndefined();
        expect(isRunning({ pid: zombie, startTime: "" })).toBe(false);
      } finally {
        parent.kill("SIGKILL");
      }
    },
  );
});
