import type { BuildAsk, BuildReply } from "./buildProcess";
import { makeBuild } from "./makeBuild";

/**
 * The build process (tests/support/buildProcess.ts): makes each BuildAsk its parent sends, one
 * at a time as they come, and replies with its BuildReply. Ends when its parent goes.
 * Usage: forked by startBuildProcess, with an IPC channel.
 */
let queue: Promise<unknown> = Promise.resolve();
process.on("message", (ask: BuildAsk) => {
  queue = queue.then(async () => {
    let reply: BuildReply;
    try {
      reply = { id: ask.id, build: await makeBuild(ask.request) };
    } catch (error) {
      reply = {
        id: ask.id,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      };
    }
    process.send?.(reply);
  });
});
process.once("disconnect", () => process.exit(0));
