import { readFileSync } from "node:fs";
import { errorCode } from "./errorCode";

/**
 * When a process started, as Linux counts it (clock ticks since boot, field 22 of
 * `/proc/<pid>/stat`), so a pid written to a file can be told apart from a later process that
 * reused it; `""` where there is no `/proc` (then a pid is trusted as it is), and undefined when
 * no such process runs (a zombie, killed and not yet reaped, counts as none).
 */
export function processStartTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) is in parentheses and may hold spaces: count after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // A killed process whose parent died too stays a zombie until init reaps it, which may be
    // later than the next `npm start` looks: it runs no more, so it holds nothing.
    if (fields[0] === "Z" || fields[0] === "X") return undefined;
    return fields[19];
  } catch (error) {
    if (errorCode(error) !== "ENOENT") throw error;
    try {
      readFileSync("/proc/self/stat");
      return undefined;
    } catch {
      return isAlive(pid) ? "" : undefined;
    }
  }
}

/** Whether a process with this pid exists (zombies included). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errorCode(error) === "EPERM";
  }
}

/** A process as written to a lock file: its pid and {@link processStartTime}. */
export interface ProcessStamp {
  pid: number;
  startTime: string;
}

/** This process, or the child with `pid`, as a {@link ProcessStamp}. */
export function stampOf(pid: number = process.pid): ProcessStamp {
  return { pid, startTime: processStartTime(pid) ?? "" };
}

/** Whether the process a stamp names still runs (not a later one that got its pid). */
export function isRunning(stamp: ProcessStamp): boolean {
  const now = processStartTime(stamp.pid);
  return now !== undefined && (now === "" || stamp.startTime === "" || now === stamp.startTime);
}
