import type http from "node:http";
import http2 from "node:http2";
import { generate } from "selfsigned";
import { listen } from "../lib/listen.ts";
import type { HostingTarget } from "./firebaseConfig.ts";
import { hostingHandler } from "./serveStatic.ts";

/**
 * Serves a built brand as {@link serveStatic} does (Firebase Hosting's headers, clean URLs,
 * redirects, 404), but over HTTPS with HTTP/2, the protocol Hosting serves every page with.
 * Over HTTP/1.1 Chromium opens at most six connections to the loopback host and each request
 * past the sixth queues; Lighthouse's simulated slow 4G then adds a connection set-up per
 * connection and replays that queue, which overstates a page's paint times by 0.3-1.5 s
 * (measured with the bench, scripts/bench/). The certificate is self-signed, made for this
 * server's one address, so the browser must be told to accept it
 * (`--ignore-certificate-errors`); it is never written to disk.
 * @param port 0 picks a free port
 * @returns the listening server and its base URL (`https://127.0.0.1:<port>`)
 * @throws PortInUseError (scripts/lib/listen.ts) when the port is taken
 */
export async function serveStaticHttp2(options: {
  dir: string;
  port: number;
  hosting: HostingTarget;
}): Promise<{ server: http2.Http2SecureServer; url: string }> {
  const host = "127.0.0.1";
  const { private: key, cert } = await generate([{ name: "commonName", value: host }], {
    keyType: "ec",
    curve: "P-256",
    extensions: [{ name: "subjectAltName", altNames: [{ type: 7, ip: host }] }],
  });
  const handler = await hostingHandler(options);
  const server = http2.createSecureServer({ key, cert, allowHTTP1: true }, (req, res) =>
    // Node's HTTP/2 compatibility API exists to run node:http request listeners unchanged (its
    // request and response offer the same members); the file server's types name only node:http.
    handler(req as unknown as http.IncomingMessage, res as unknown as http.ServerResponse),
  );
  const bound = await listen(server, options.port, host);
  return { server, url: `https://${host}:${bound}` };
}
