import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import sirv from "sirv";
import { listen } from "../lib/listen";
import { cleanUrl } from "./cleanUrl";
import { withConnectSrc } from "./contentSecurityPolicy";
import type { HostingTarget } from "./firebaseConfig";
import { hostingRuleMatches, ignoredByDeploy } from "./hostingGlob";

/** The response headers firebase.json gives `pathname`: every matching rule in order, the last one winning. */
export function hostingHeaders(
  hosting: Pick<HostingTarget, "headers">,
  pathname: string,
): Map<string, string> {
  const headers = new Map<string, string>();
  for (const rule of hosting.headers) {
    if (!hostingRuleMatches(rule, pathname)) continue;
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
    return cleanUrl(pathname);
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
 * Whether the file server can answer a `Range` header exactly: one range `bytes=a-b` (a ≤ b) or
 * `bytes=a-`. Anything else (malformed, `bytes=50-10`, a suffix range, several ranges, `0-0`,
 * which sirv misreads) is ignored and the whole file is sent with 200, as HTTP allows.
 */
export function isServableRange(header: string): boolean {
  const match = /^bytes=(\d+)-(\d*)$/.exec(header.trim());
  if (!match) return false;
  const [, first = "", last = ""] = match;
  if (last === "") return true;
  return Number(last) >= Number(first) && Number(last) > 0;
}

/** The page every error answer shares: the path's headers are already set. */
function answer(res: http.ServerResponse, status: number, extra: Record<string, string> = {}) {
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", ...extra });
  res.end(`${status} ${http.STATUS_CODES[status] ?? ""}\n`);
}

/**
 * The request handler of {@link serveStatic}: Firebase Hosting's behaviour for one brand's target.
 * Only GET and HEAD read files; any other method is answered 405 with `Allow: GET, HEAD`, as
 * Hosting answers it for static content. Files the target's `ignore` globs leave out of a deploy
 * (the build's `*.br`/`*.gz` copies, dot files) are 404, though the precompressed copies are sent
 * for their originals to clients that accept them. A 404 carries the headers of `/404.html`, so
 * it is never cached like the immutable `/assets/**` it was asked for. No request can throw out
 * of it: an unexpected error is answered 500.
 * @throws Error when `dir` has no 404.html, or an extra connect-src origin is not loopback
 */
export async function hostingHandler(options: {
  dir: string;
  hosting: HostingTarget;
  extraConnectSrc?: readonly string[];
}): Promise<http.RequestListener> {
  const { dir, hosting, extraConnectSrc = [] } = options;
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
  const notFoundHeaders = hostingHeaders(served, "/404.html");
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

  const handle = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://host");
    let pathname = url.pathname;
    try {
      pathname = decodeURI(pathname);
    } catch {
      // A malformed escape is looked up as sent, and will not be found.
    }
    for (const [key, value] of hostingHeaders(served, pathname)) res.setHeader(key, value);
    if (req.method !== "GET" && req.method !== "HEAD") {
      answer(res, 405, { Allow: "GET, HEAD" });
      return;
    }
    const redirect = hostingRedirect(hosting, pathname, exists);
    if (redirect !== null) {
      res.writeHead(301, { Location: `${redirect}${url.search}` });
      res.end();
      return;
    }
    const sendNotFound = () => {
      for (const key of res.getHeaderNames()) res.removeHeader(key);
      for (const [key, value] of notFoundHeaders) res.setHeader(key, value);
      res.writeHead(404, { "Content-Type": "text/html; charset=utf-8" });
      res.end(notFound);
    };
    if (ignoredByDeploy(hosting.ignore, pathname.replace(/^\/+/, ""))) {
      sendNotFound();
      return;
    }
    if (req.headers.range !== undefined && !isServableRange(req.headers.range)) {
      delete req.headers.range;
    }
    files(req, res, sendNotFound);
  };

  return (req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      console.error(`serveStatic: ${req.method} ${req.url}: ${String(error)}`);
      if (!res.headersSent) answer(res, 500);
      else res.destroy();
    }
  };
}

/**
 * Serves a built brand as Firebase Hosting serves it, with the brand's Hosting target from
 * firebase.json: its headers (glob-matched per request path as superstatic matches them, so every
 * page runs under the real Content-Security-Policy), clean URLs (`/about` answers with
 * `about/index.html`), its redirects, and `404.html` with status 404 for an unknown path (see
 * {@link hostingHandler}). Used by `npm run preview`, `npm start` and the tests.
 * @param port 0 picks a free port
 * @param hosting the brand's target, e.g. from `readHostingTarget(brand)`
 * @param extraConnectSrc loopback origins added to the CSP's connect-src (a local Firestore
 *   emulator or EmailJS stand-in); anything else throws
 * @returns the listening server and its base URL (`http://127.0.0.1:<port>`)
 * @throws PortInUseError (scripts/lib/listen.ts) when the port is taken
 */
export async function serveStatic(options: {
  dir: string;
  port: number;
  host?: string;
  hosting: HostingTarget;
  extraConnectSrc?: readonly string[];
}): Promise<{ server: http.Server; url: string }> {
  const { port, host = "127.0.0.1" } = options;
  const server = http.createServer(await hostingHandler(options));
  const bound = await listen(server, port, host);
  return { server, url: `http://${host}:${bound}` };
}
