/**
 * Resolves in a new task, so the work after it does not lengthen the current one: start-up is cut
 * into tasks under 50 ms (a long task delays the visitor's input). `scheduler.yield()` where the
 * browser has it (the continuation keeps its priority ahead of other queued tasks), else a
 * MessageChannel message, which unlike `setTimeout(0)` is never clamped to 4 ms.
 */
export function yieldToMain(): Promise<void> {
  if (typeof scheduler !== "undefined" && typeof scheduler.yield === "function") {
    return scheduler.yield();
  }
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
