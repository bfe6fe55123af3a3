import net from "node:net";
import { listen } from "./listen.ts";

/**
 * A TCP port on `host` that is free right now (the OS picks it). For programs that must be told a
 * port up front; another process could take it before they bind, which loopback-only test runs
 * make unlikely.
 */
export async function freePort(host = "127.0.0.1"): Promise<number> {
  const server = net.createServer();
  const port = await listen(server, 0, host);
  // Nothing connected to it, so close() has no connection to wait for.
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
