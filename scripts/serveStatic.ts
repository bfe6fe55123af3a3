import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import sirv from "sirv";
import { withConnectSrc } from "./contentSecurityPolicy";
import type { HostingTarget } from "./firebaseConfig";
import { globToRegExp } from "./globToRegExp";

/** The response headers firebase.json gives `pathname`: every matching rule in order, the last one winning. */
export function hostingHeaders(
  hosting: Pick<HostingTarget, "headers">,
  pathname: string,
): Map<string, string> {
  const headers = new Map<string, string>();
  for (const rule of hosting.headers) {
    if (!globToRegExp(rule.source).test(pathname)) continue;
    for (const { key, value } of rule.headers) headers.set(key, value);
  }
  return headers;
}

/**
 * Where Firebase Hosting would redirect `pathname` (with cleanUrls and trailingSlash false):
 * `/about.html` and `/about/index.html` → `/about`, `/about/` → `/about`; null when it serves it.
 * @param exists whether a file (relative to the public folder) exists
 */
export function hostingRedirect(
  hosting: Pick<HostingTarget, "cleanUrls" | "trailingSlash">,
  pathname: string,
  exists: (file: string) => boolean,
): string | null {
  if (hosting.cleanUrls && pathname.endsWith(".html") && exists(pathname)) {
    return pathname.replace(/\.html$/, "").replace(/\/index$/, "") || "/";
  }
  if (!hosting.trailingSlash && pathname.length > 1 && pathname.endsWith("/")) {
    const bare = pathname.replace(/\/+$/, "");
    if (exists(`${bare}/index.html`) || (hosting.cleanUrls && exists(`${bare}.html`))) {
      return bare || "/";
    }
  }
  return null;
}

/**
 * Serves a built brand as Firebase Hosting serves it, with the brand's Hosting target from
 * firebase.json: its headers (glob-matched per request path, so every page runs under the real
 * Content-Security-Policy), clean URLs (`/about` answers with `about/index.html`), its redirects,
 * and `404.html` with status 404 for an unknown path. Used by `npm run preview`, `npm start` and
 * the tests.
 * @param port 0 picks a free port
 * @param hosting the brand's target, e.g. from `readHostingTarget(brand)`
 * @param extraConnectSrc loopback origins added to the CSP's connect-src (a local Firestore
 *   emulator or EmailJS stand-in); anything else throws
 * @returns the listening server and its base URL (`http://127.0.0.1:<port>`)
 */
export async function serveStatic(options: {
  dir: string;
  port: number;
  host?: string;
  hosting: HostingTarget;
  extraConnectSrc?: readonly string[];
}): Promise<{ server: http.Server; url: string }> {
  const { dir, port, host = "127.0.0.1", hosting, extraConnectSrc = [] } = options;
  const root = path.resolve(dir);
  const notFound = await readFile(path.join(root, "404.html"));
  // The policy with the extra origins, worked out once: a bad origin fails here, at start.
  const served = {
    headers: hosting.headers.map((rule) => ({
      ...rule,
      headers: rule.headers.map(({ key, value }) => ({
        key,
        value:
          key.toLowerCase() === "content-security-policy"
            ? withConnectSrc(value, extraConnectSrc)
            : value,
      })),
    })),
  };
  const exists = (file: string) => {
    const absolute = path.join(root, file);
    return absolute.startsWith(root + path.sep) && existsSync(absolute);
  };
  const files = sirv(root, {
    extensions: ["html"],
    etag: true,
    // The build writes .br/.gz copies; the host compresses too, so local figures match production.
    brotli: true,
    gzip: true,
  });

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://host");
    let pathname = url.pathname;
    try {
      pathname = decodeURI(pathname);
    } catch {
      // A malformed escape is looked up as sent, and will not be found.
    }
    for (const [key, value] of hostingHeaders(served, pathname)) res.setHeader(key, value);
    const redirect = hostingRedirect(hosting, pathname, exists);
    if (redirect !== null) {
      res.writeHead(301, { Location: `${redirect}${url.search}` });
      res.end();
      return;
    }
    files(req, res, () => {
      res.writeHead(404, { "Content-Type": "text/html; charset=utf-8" });
      res.end(notFound);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  if (address === null || typeof address === "string")
    throw new Error("server is not listening on TCP");
  return { server, url: `http://${host}:${address.port}` };
}
