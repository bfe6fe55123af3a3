import type http from "node:http";
import type { Server } from "node:net";
import { UserError } from "./commandLine.ts";
import { errorCode } from "./errorCode.ts";

/** The port is taken by another program; the message names it and says what to do. */
export class PortInUseError extends UserError {
  override name = "PortInUseError";
}

/**
 * Starts `server` listening on `host:port` and resolves with the port it got (0 picks a free one).
 * @throws PortInUseError when the port is taken (EADDRINUSE) or not ours to take (EACCES), with
 *   a one-line message; other listen errors as they are
 */
export function listen(server: Server, port: number, host = "127.0.0.1"): Promise<number> {
  return new Promise((resolve, reject) => {
    const failed = (error: Error) => {
      const code = errorCode(error);
      if (code === "EADDRINUSE" || code === "EACCES") {
        const reason =
          code === "EADDRINUSE" ? "is in use by another program" : "is not open to this user";
        reject(
          new PortInUseError(`port ${port} on ${host} ${reason}; choose another with --port <n>.`),
        );
      } else {
        reject(error);
      }
    };
    server.once("error", failed);
    server.listen(port, host, () => {
      server.off("error", failed);
      const address = server.address();
      if (address === null || typeof address === "string") {
        reject(new Error("the server is not listening on TCP"));
      } else {
        resolve(address.port);
      }
    });
  });
}

/** Stops `server`, dropping its open (keep-alive) connections, and resolves once it is closed. */
export function closeServer(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}
