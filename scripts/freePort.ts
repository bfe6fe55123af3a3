import net from "node:net";

/**
 * A TCP port on `host` that is free right now (the OS picks it). For programs that must be told a
 * port up front; another process could take it before they bind, which loopback-only test runs
 * make unlikely.
 */
export async function freePort(host = "127.0.0.1"): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, host, resolve);
  });
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === "string") throw new Error("no TCP port was assigned");
  return address.port;
}
