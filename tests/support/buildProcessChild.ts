import type { BuildReply } from "./buildProcess";
import type { BuildRequest } from "./buildRequest";
import { makeBuild } from "./makeBuild";

/**
 * The build process (tests/support/buildProcess.ts): makes each BuildRequest its parent sends and
 * replies with its BuildReply. The parent sends the next request only once this one is answered.
 * Ends when its parent goes.
 * Usage: forked by startBuildProcess, with an IPC channel.
 */
process.on("message", async (request: BuildRequest) => {
  let reply: BuildReply;
  try {
    reply = { build: await makeBuild(request) };
  } catch (error) {
    reply = { error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  process.send?.(reply);
});
process.once("disconnect", () => process.exit(0));
