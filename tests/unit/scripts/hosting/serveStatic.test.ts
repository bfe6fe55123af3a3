import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HostingTarget, readHostingTarget } from "../../../../scripts/hosting/firebaseConfig";
import { isServableRange, serveStatic } from "../../../../scripts/hosting/serveStatic";
import { closeServer, PortInUseError } from "../../../../scripts/lib/listen";

const ROBOTS = "User-agent: *\nAllow: /\nSitemap: https://example.com/sitemap.xml\n";
let dir: string;
let server: http.Server;
let base: URL;
/** The engineering brand's real target: everything no-cache, hashed assets immutable. */
let hosting: HostingTarget;

beforeAll(async () => {
  hosting = await readHostingTarget("engineering");
  dir = await mkdtemp(path.join(os.tmpdir(), "serve-"));
  await mkdir(path.join(dir, "assets"));
  await mkdir(path.join(dir, "about"));
  await writeFile(path.join(dir, "404.html"), "<h1>Not found</h1>");
  await writeFile(path.join(dir, "index.html"), "<h1>Home</h1>");
  await writeFile(path.join(dir, "about", "index.html"), "<h1>About</h1>");
  await writeFile(path.join(dir, "robots.txt"), ROBOTS);
  await writeFile(path.join(dir, "robots.txt.br"), brotliCompressSync(ROBOTS));
  await writeFile(path.join(dir, "assets", "app-abc.js"), "console.log(1);");
  await writeFile(path.join(dir, ".env"), "SECRET=1");
  ({ server } = await serveStatic({ dir, port: 0, hosting }));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("no port");
  base = new URL(`http://127.0.0.1:${address.port}`);
});
afterAll(async () => {
  await closeServer(server);
  await rm(dir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One raw request (no automatic decompression or header changes, unlike fetch). */
function request(
  pathname: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      { host: base.hostname, port: base.port, path: pathname, ...options },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        incoming.on("end", () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    outgoing.on("error", reject);
    outgoing.end();
  });
}

describe("serveStatic under requests a browser would not send", () => {
  it("ignores a malformed Range (bytes=50-10) and sends the whole file, and keeps serving", async () => {
    const answer = await request("/robots.txt", { headers: { Range: "bytes=50-10" } });
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe(ROBOTS);
    expect((await request("/robots.txt")).status).toBe(200);
  });

  it("honours one plain range (206) and refuses one past the end (416)", async () => {
    const part = await request("/robots.txt", { headers: { Range: "bytes=0-9" } });
    expect(part.status).toBe(206);
    expect(part.body.toString()).toBe(ROBOTS.slice(0, 10));
    expect(part.headers["content-range"]).toBe(`bytes 0-9/${ROBOTS.length}`);
    const past = await request("/robots.txt", { headers: { Range: "bytes=5000-" } });
    expect(past.status).toBe(416);
  });

  it.each([
    "bytes=0-0",
    "bytes=-5",
    "bytes=0-1,4-5",
    "bytes=x-y",
    "items=0-1",
    "bytes=99999999999999999999-1",
  ])("sends the whole file for Range %s", async (range) => {
    const answer = await request("/robots.txt", { headers: { Range: range } });
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe(ROBOTS);
  });

  it.each(["POST", "PUT", "DELETE", "PATCH", "OPTIONS"])(
    "answers %s with 405 and Allow: GET, HEAD, with the path's headers",
    async (method) => {
      const answer = await request("/robots.txt", { method });
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe("GET, HEAD");
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    },
  );

  it("answers HEAD like GET, without a body", async () => {
    const answer = await request("/robots.txt", { method: "HEAD" });
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBe(0);
  });

  it("never serves a precompressed copy or a dot file as a file of its own", async () => {
    for (const pathname of ["/robots.txt.br", "/.env"]) {
      const answer = await request(pathname);
      expect(answer.status, pathname).toBe(404);
      expect(answer.body.toString()).toBe("<h1>Not found</h1>");
    }
    // The copy is still sent for its original to a client that accepts brotli.
    const compressed = await request("/robots.txt", { headers: { "Accept-Encoding": "br" } });
    expect(compressed.headers["content-encoding"]).toBe("br");
  });

  it("gives a 404 the 404 page's headers, never the immutable ones of /assets/**", async () => {
    const missing = await request("/assets/gone-123.js");
    expect(missing.status).toBe(404);
    expect(missing.headers["cache-control"]).toBe("no-cache");
    const found = await request("/assets/app-abc.js");
    expect(found.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("answers malformed paths without falling over", async () => {
    for (const pathname of ["/%E0%A4%A", "/..%2f..%2fetc/passwd", "//about", "/about/../../x"]) {
      const answer = await request(pathname);
      expect([301, 404], pathname).toContain(answer.status);
    }
    expect((await request("/about")).status).toBe(200);
  });

  it("reports a port in use in one line", async () => {
    const error = await serveStatic({ dir, port: Number(base.port), hosting }).catch((e) => e);
    expect(error).toBeInstanceOf(PortInUseError);
    expect(error.message).toBe(
      `port ${base.port} on 127.0.0.1 is in use by another program; choose another with --port <n>.`,
    );
  });
});

describe("isServableRange", () => {
  it.each([
    ["bytes=0-9", true],
    ["bytes=10-", true],
    ["bytes=5-5", true],
    ["bytes=50-10", false],
    ["bytes=0-0", false],
    ["bytes=-5", false],
    ["bytes=0-1,3-4", false],
    ["bytes=", false],
  ])("%s: %s", (range, servable) => {
    expect(isServableRange(range)).toBe(servable);
  });
});
