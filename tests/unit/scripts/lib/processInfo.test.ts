import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isRunning, processStartTime, stampOf } from "../../../../scripts/lib/processInfo";

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
    await expect.poll(() => processStartTime(stamp.pid)).toBeUndefined();
    expect(isRunning(stamp)).toBe(false);
  });

  it.runIf(existsSync("/proc/self/stat") && existsSync("/usr/bin/perl"))(
    "counts a zombie (killed, not yet reaped) as not running",
    async () => {
      // The forked child exits at once, and its parent never reaps it (perl does not by itself).
      const parent = spawn(
        "/usr/bin/perl",
        ["-e", '$| = 1; my $pid = fork(); exit 0 if $pid == 0; print "$pid\\n"; sleep 10;'],
        { stdio: ["ignore", "pipe", "ignore"] },
      );
      const zombie = Number(
        await new Promise<string>((resolve) =>
          parent.stdout.once("data", (data) => resolve(`${data}`)),
        ),
      );
      try {
        // A busy machine may take a while to run the child to its end.
        await expect
          .poll(() => readFileSync(`/proc/${zombie}/stat`, "utf8").split(") ")[1]?.[0], {
            timeout: 10_000,
          })
          .toBe("Z");
        expect(processStartTime(zombie)).toBeUndefined();
        expect(isRunning({ pid: zombie, startTime: "" })).toBe(false);
      } finally {
        parent.kill("SIGKILL");
      }
    },
  );
});
