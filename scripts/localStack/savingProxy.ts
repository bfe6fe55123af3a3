import http from "node:http";
import { errorCode } from "../lib/errorCode";
import { closeServer, listen } from "../lib/listen";

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

/** An answer read whole. */
interface Answered {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** Sends one request to the emulator and reads its whole answer. */
function forward(
  target: URL,
  method: string,
  path: string,
  headers: http.IncomingHttpHeaders,
  body: Buffer,
): Promise<Answered> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: target.hostname, port: target.port, method, path, headers },
      (answer) => {
        readAll(answer).then(
          (content) =>
            resolve({ status: answer.statusCode ?? 502, headers: answer.headers, body: content }),
          reject,
        );
      },
    );
    request.on("error", reject);
    request.end(body);
  });
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
 * not on disk) and `log` says why. Reads pass through unchanged; the full SDK's streams are piped
 * as they come (a stream's writes are saved after it ends). While the emulator restarts (a
 * refused connection), a request waits for it, up to 90 s.
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
    // Lower-case keys, as Node gives the emulator's headers, so none is sent twice.
    res.writeHead(503, {
      "access-control-allow-origin": "*",
      ...headers,
      "content-type": "application/json; charset=utf-8",
      "content-length": Buffer.byteLength(body),
    });
    res.end(body);
  };

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const method = req.method ?? "GET";
    const pathname = new URL(req.url ?? "/", "http://proxy").pathname;
    const saving = save !== undefined && changesData(method, pathname);
    if (isStream(pathname)) {
      let target: URL;
      try {
        target = new URL(await upstream());
      } catch (error) {
        unavailable(res, error instanceof Error ? error.message : String(error));
        return;
      }
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
      forwarded.on("response", (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        if (saving) answer.once("end", () => save?.().catch((error) => log(String(error))));
      });
      req.pipe(forwarded);
      return;
    }
    const body = await readAll(req);
    // A JVM that was just killed refuses connections until the restarted one answers: wait.
    const deadline = Date.now() + 90_000;
    let answer: Answered;
    for (;;) {
      try {
        answer = await forward(
          new URL(await upstream()),
          method,
          req.url ?? "/",
          req.headers,
          body,
        );
        break;
      } catch (error) {
        const code = errorCode(error);
        if ((code === "ECONNREFUSED" || code === "ECONNRESET") && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 200));
          continue;
        }
        unavailable(
          res,
          `the Firestore emulator is not answering: ${error instanceof Error ? error.message : String(error)}`,
        );
        return;
      }
    }
    const { "transfer-encoding": _chunked, "content-length": _length, ...headers } = answer.headers;
    if (saving && answer.status < 300) {
      try {
        await save?.();
      } catch (error) {
        log(`${String(error)} (a ${method} to ${pathname} was answered 503)`);
        unavailable(res, `stored but not saved to disk: ${String(error)}`, headers);
        return;
      }
    }
    res.writeHead(answer.status, { ...headers, "content-length": answer.body.length });
    res.end(answer.body);
  };
  // Nothing a client does (an aborted upload, say) may throw out of the handler.
  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => unavailable(res, `proxy error: ${String(error)}`));
  });
  const bound = await listen(server, port);
  return {
    url: `http://127.0.0.1:${bound}`,
    close: () => closeServer(server),
  };
}
