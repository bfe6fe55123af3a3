import { mkdir, readFile } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { ENQUIRY_FIELDS } from "../../src/lib/leads/leadStore";
import { UserError } from "../lib/commandLine.ts";
import { errorCode } from "../lib/errorCode";
import { closeServer, listen } from "../lib/listen";
import { writeAtomically } from "../lib/writeAtomically";

/** One e-mail the stand-in accepted, as EmailJS would have received it. */
export interface RecordedMail {
  /** ISO time it arrived. */
  receivedAt: string;
  service_id: string;
  template_id: string;
  /** The public key. */
  user_id: string;
  /** The form's own fields (template variables), e.g. Name, Email, Services, productName. */
  fields: Record<string, string>;
}

/** A running stand-in. */
export interface EmailStandIn {
  /** `http://127.0.0.1:<port>`, the form `VITE_EMAILJS_ORIGIN` takes. */
  url: string;
  /** Every e-mail accepted so far, oldest first. */
  mails: () => readonly RecordedMail[];
  close: () => Promise<void>;
}

/** EmailJS's send-form route, the one `emailjs.sendForm()` posts to. */
export const SEND_FORM_ROUTE = "/api/v1.0/email/send-form";

/** EmailJS's send route, the one `emailjs.send()` posts its JSON to. */
export const SEND_ROUTE = "/api/v1.0/email/send";

/** The ids and template fields of one request, from either route's body. */
type MailRequest = { text: (name: string) => string; fields: Record<string, string> };

/** `emailjs.send()`'s JSON body: the SDK's ids and `template_params`. */
function parseSendBody(body: string): MailRequest {
  const json: unknown = JSON.parse(body);
  const record = typeof json === "object" && json !== null ? json : {};
  const value = (name: string): unknown => (name in record ? Reflect.get(record, name) : undefined);
  const params = value("template_params");
  const fields: Record<string, string> = {};
  if (typeof params === "object" && params !== null) {
    for (const [name, field] of Object.entries(params)) {
      if (typeof field === "string") fields[name] = field;
    }
  }
  return {
    text: (name) => {
      const field = value(name);
      return typeof field === "string" ? field : "";
    },
    fields,
  };
}

const SDK_FIELDS = new Set(["lib_version", "service_id", "template_id", "user_id"]);

/** The outbox file cannot be used; the message names it and says what to do. */
export class OutboxError extends UserError {
  override name = "OutboxError";
}

/**
 * The mails an earlier session recorded in `file`; none when it does not exist.
 * @throws OutboxError naming the file when it is not a JSON list
 */
async function readOutbox(file: string): Promise<RecordedMail[]> {
  const text = await readFile(file, "utf8").catch((error: unknown) => {
    if (errorCode(error) === "ENOENT") return "[]";
    throw error;
  });
  try {
    const mails: unknown = JSON.parse(text);
    if (Array.isArray(mails)) return mails as RecordedMail[];
  } catch {
    // Reported below.
  }
  throw new OutboxError(`${file} is not a JSON list of mails; move it away to start a new outbox.`);
}

/** `emailjs.sendForm()`'s multipart body: the form's fields plus the SDK's ids. */
async function parseSendFormBody(contentType: string, chunks: Buffer[]): Promise<MailRequest> {
  const form = await new Request(`http://stand-in${SEND_FORM_ROUTE}`, {
    method: "POST",
    headers: { "content-type": contentType },
    body: Buffer.concat(chunks),
  }).formData();
  const fields: Record<string, string> = {};
  for (const [name, value] of form) {
    if (!SDK_FIELDS.has(name) && typeof value === "string") fields[name] = value;
  }
  return {
    text: (name) => {
      const value = form.get(name);
      return typeof value === "string" ? value : "";
    },
    fields,
  };
}

/**
 * The terminal line of one mail: an enquiry's sender and service, or a subscription's address,
 * subject and link (what the mail asks its reader to open), so `npm start` alone lets anyone try
 * the whole round of confirming and withdrawing a subscription.
 */
export function mailLine({ service_id, template_id, fields }: RecordedMail): string {
  const ids = `${service_id}/${template_id}`;
  if (fields.link) {
    return `mail: ${ids} to <${fields.email ?? "?"}>: ${fields.subject ?? "?"}\n  open: ${fields.link}${fields.unsubscribeLink && fields.unsubscribeLink !== fields.link ? `\n  unsubscribe: ${fields.unsubscribeLink}` : ""}`;
  }
  // An enquiry's mail carries its stored fields under their stored names (sendEnquiryMail).
  const { Name, Email, Services, NoticeVersion } = ENQUIRY_FIELDS;
  const notice = fields[NoticeVersion];
  return `mail: ${ids} from ${fields[Name] ?? "?"} <${fields[Email] ?? "?"}> about ${fields[Services] ?? "?"}${notice ? ` (notice ${notice})` : ""}`;
}

/**
 * A local, development-only stand-in for EmailJS's send-form and send routes: it takes the
 * multipart form or the JSON the SDK posts, records the e-mail (one terminal line through `log`, and the whole list as JSON in
 * `recordFile`, which keeps earlier sessions' mails), and answers as EmailJS does: 200 `OK`, or 400 with the reason in plain text when
 * the service id, template id or public key is missing. Cross-origin requests are allowed, as
 * EmailJS allows them. Production builds never point at it (scripts/brand/brandEnv.ts).
 * @param options.port 0 picks a free port
 */
export async function startEmailStandIn(options: {
  port: number;
  recordFile?: string;
  log?: (line: string) => void;
}): Promise<EmailStandIn> {
  const { port, recordFile, log } = options;
  // Earlier sessions' mails stay in the file: it is the local outbox. One that cannot be read is
  // reported, never replaced by an empty list.
  const mails: RecordedMail[] = recordFile ? await readOutbox(recordFile) : [];
  let writes = Promise.resolve();

  const answer = (res: http.ServerResponse, status: number, text: string) => {
    res.writeHead(status, {
      "Content-Type": "text/plain; charset=utf-8",
      "Access-Control-Allow-Origin": "*",
    });
    res.end(text);
  };

  const server = http.createServer(async (req, res) => {
    if (req.method === "OPTIONS") {
      res.writeHead(204, {
        "Access-Control-Allow-Origin": "*",
        "Access-Control-Allow-Methods": "POST",
        "Access-Control-Allow-Headers": "Content-Type",
      });
      res.end();
      return;
    }
    if (req.method !== "POST" || (req.url !== SEND_FORM_ROUTE && req.url !== SEND_ROUTE)) {
      answer(res, 404, "Not Found");
      return;
    }
    let request: MailRequest;
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(Buffer.from(chunk));
      request =
        req.url === SEND_ROUTE
          ? parseSendBody(Buffer.concat(chunks).toString("utf8"))
          : await parseSendFormBody(req.headers["content-type"] ?? "", chunks);
    } catch {
      answer(
        res,
        400,
        req.url === SEND_ROUTE
          ? "The request body must be JSON"
          : "The request body must be multipart/form-data",
      );
      return;
    }
    const { text, fields } = request;
    const missing = [
      ["service_id", "The service ID is required"],
      ["template_id", "The template ID is required"],
      ["user_id", "The Public Key is required"],
    ].find(([name]) => !text(name ?? ""));
    if (missing) {
      answer(res, 400, missing[1] ?? "Bad Request");
      return;
    }
    const mail: RecordedMail = {
      receivedAt: new Date().toISOString(),
      service_id: text("service_id"),
      template_id: text("template_id"),
      user_id: text("user_id"),
      fields,
    };
    mails.push(mail);
    log?.(mailLine(mail));
    if (recordFile) {
      const snapshot = JSON.stringify(mails, null, 2);
      writes = writes
        .catch(() => undefined)
        .then(async () => {
          // Written aside and renamed into place, so a kill at any moment leaves a whole file.
          await mkdir(path.dirname(recordFile), { recursive: true });
          await writeAtomically(recordFile, `${snapshot}\n`);
        });
      try {
        await writes;
      } catch (error) {
        log?.(`mail: could not write ${recordFile}: ${String(error)}`);
        answer(res, 500, "The mail could not be recorded");
        return;
      }
    }
    answer(res, 200, "OK");
  });

  const bound = await listen(server, port);
  return {
    url: `http://127.0.0.1:${bound}`,
    mails: () => mails,
    close: () => closeServer(server),
  };
}
