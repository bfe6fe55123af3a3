import { readFile } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import sirv from "sirv";

/**
 * Serves a built brand as a static host would: `/about` answers with `about/index.html`, hashed
 * files under `/assets/` are cached for a year, HTML is revalidated, and an unknown path gets
 * `404.html` with status 404.
 * @param port 0 picks a free port
 * @returns the listening server and its base URL (`http://127.0.0.1:<port>`)
 */
export async function serveStatic(options: {
  dir: string;
  port: number;
  host?: string;
}): Promise<{ server: http.Server; url: string }> {
  const { dir, port, host = "127.0.0.1" } = options;
  const notFound = await readFile(path.join(dir, "404.html"));
  const files = sirv(dir, {
    extensions: ["html"],
    etag: true,
    // The build writes .br/.gz copies; the host compresses too, so local figures match production.
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      res.setHeader(
        "Cache-Control",
        pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
      );
    },
  });
  const server = http.createServer((req, res) =>
    files(req, res, () => {
      res.writeHead(404, {
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": "no-cache",
      });
      res.end(notFound);
    }),
  );
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  if (address === null || typeof address === "string")
    throw new Error("server is not listening on TCP");
  return { server, url: `http://${host}:${address.port}` };
}
