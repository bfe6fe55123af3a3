import http from "node:http";
import { listen } from "./listen";

/** Firestore REST calls that are POSTs but change nothing. */
const READ_RPCS =
  /:(runQuery|runAggregationQuery|batchGet|listCollectionIds|listDocuments|partitionQuery|beginTransaction|rollback|export)$/;

/**
 * Whether a request to the Firestore emulator may change its data: every method but GET, HEAD and
 * OPTIONS, except the REST API's read-only calls (`:runQuery`, `:batchGet`, ...) and `:export`.
 */
export function changesData(method: string, pathname: string): boolean {
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return false;
  return !READ_RPCS.test(pathname);
}

/** The full SDK's long-lived WebChannel streams (`.../Write/channel`), which must not be held. */
const isStream = (pathname: string) => pathname.endsWith("/channel");

/**
 * Wraps a function that saves everything into one that callers can await to know that what they
 * did before calling it is saved: a call while a save runs waits for the next save, and every call
 * made during one save shares that next one.
 */
export function coalesce(save: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  const run = (): Promise<void> => {
    const current = save().finally(() => {
      if (running === current) running = undefined;
    });
    running = current;
    return current;
  };
  return () => {
    if (queued) return queued;
    if (!running) return run();
    const next = running
      .catch(() => undefined)
      .then(() => {
        queued = undefined;
        return run();
      });
    queued = next;
    return next;
  };
}

/** A running proxy. */
export interface SavingProxy {
  /** `http://127.0.0.1:<port>` */
  url: string;
  close: () => Promise<void>;
}

/**
 * A loopback HTTP proxy in front of the Firestore emulator that holds back the answer to every
 * successful write until `save()` has written it to disk, so whatever a client was told is stored
 * survives any kill that follows. The emulator never says when data changed; the proxy sees every
 * write, so it knows. When the save fails the client gets 503 (the write is in the emulator but
 * not on disk) and `log` says why. Reads and the full SDK's streams pass through untouched (a
 * stream's writes are saved after it ends). While the emulator restarts, requests wait for it.
 * @param options.port 0 picks a free port
 * @param options.upstream the emulator's own URL once it answers; a rejection is answered 503
 * @param options.save writes the emulator's data to disk; without it every request passes through
 * @throws PortInUseError when the port is taken
 */
export async function startSavingProxy(options: {
  port: number;
  upstream: () => Promise<string>;
  save?: () => Promise<void>;
  log: (line: string) => void;
}): Promise<SavingProxy> {
  const { port, upstream, save, log } = options;
  const unavailable = (
    res: http.ServerResponse,
    message: string,
    headers: http.OutgoingHttpHeaders = {},
  ) => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const body = JSON.stringify({ error: { code: 503, message, status: "UNAVAILABLE" } });
    res.writeHead(503, {
      "Access-Control-Allow-Origin": "*",
      ...headers,
      "Content-Type": "application/json; charset=utf-8",
      "Content-Length": Buffer.byteLength(body),
    });
    res.end(body);
  };

  const server = http.createServer(async (req, res) => {
    let target: URL;
    try {
      target = new URL(await upstream());
    } catch (error) {
      unavailable(res, String(error instanceof Error ? error.message : error));
      return;
    }
    const method = req.method ?? "GET";
    const pathname = new URL(req.url ?? "/", "http://proxy").pathname;
    const saving = save !== undefined && changesData(method, pathname);
    const forwarded = http.request({
      host: target.hostname,
      port: target.port,
      method,
      path: req.url,
      headers: req.headers,
    });
    forwarded.on("error", (error) =>
      unavailable(res, `the Firestore emulator is not answering: ${error.message}`),
    );
    req.pipe(forwarded);
    forwarded.on("response", async (answer) => {
      const status = answer.statusCode ?? 502;
      if (!saving || status >= 300 || isStream(pathname)) {
        res.writeHead(status, answer.headers);
        answer.pipe(res);
        if (saving && status < 300) {
          answer.once("end", () => save?.().catch((error) => log(String(error))));
        }
        return;
      }
      const chunks: Buffer[] = [];
      try {
        for await (const chunk of answer) chunks.push(Buffer.from(chunk));
      } catch (error) {
        unavailable(res, `the Firestore emulator's answer was cut off: ${String(error)}`);
        return;
      }
      const {
        "transfer-encoding": _chunked,
        "content-length": _length,
        ...headers
      } = answer.headers;
      try {
        await save?.();
      } catch (error) {
        log(`${String(error)} (a ${method} to ${pathname} was answered 503)`);
        unavailable(res, `stored but not saved to disk: ${String(error)}`, headers);
        return;
      }
      const body = Buffer.concat(chunks);
      res.writeHead(status, { ...headers, "content-length": body.length });
      res.end(body);
    });
  });
  const bound = await listen(server, port);
  return {
    url: `http://127.0.0.1:${bound}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
