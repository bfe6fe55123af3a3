import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type EmailStandIn,
  SEND_FORM_ROUTE,
  SEND_ROUTE,
  startEmailStandIn,
} from "../../../../scripts/localStack/emailStandIn";

let standIn: EmailStandIn;
let dir: string;
const lines: string[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "mail-"));
  standIn = await startEmailStandIn({
    port: 0,
    recordFile: path.join(dir, "mail.json"),
    log: (line) => lines.push(line),
  });
});
afterAll(async () => {
  await standIn?.close();
  await rm(dir, { recursive: true, force: true });
});

/** The multipart body emailjs.sendForm() posts: the form's fields, then the SDK's own. */
function sendFormBody(ids: Record<string, string>): FormData {
  const body = new FormData();
  body.append("Name", "Asha Rao");
  body.append("Email", "asha@example.com");
  body.append("Services", "Sugar Mills");
  body.append("NoticeVersion", "0a1b2c3d");
  body.append("productName", "Contact Us");
  body.append("lib_version", "4.4.1");
  for (const [name, value] of Object.entries(ids)) body.append(name, value);
  return body;
}

describe("the local EmailJS stand-in", () => {
  it("accepts a send-form post as EmailJS does and records it in the terminal and the JSON file", async () => {
    const response = await fetch(`${standIn.url}${SEND_FORM_ROUTE}`, {
      method: "POST",
      body: sendFormBody({ service_id: "service_a", template_id: "template_b", user_id: "key_c" }),
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("OK");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    const expected = {
      service_id: "service_a",
      template_id: "template_b",
      user_id: "key_c",
      fields: {
        Name: "Asha Rao",
        Email: "asha@example.com",
        Services: "Sugar Mills",
        NoticeVersion: "0a1b2c3d",
        productName: "Contact Us",
      },
    };
    expect(standIn.mails()).toMatchObject([expected]);
    expect(JSON.parse(await readFile(path.join(dir, "mail.json"), "utf8"))).toMatchObject([
      expected,
    ]);
    expect(lines).toEqual([
      "mail: service_a/template_b from Asha Rao <asha@example.com> about Sugar Mills (notice 0a1b2c3d)",
    ]);
  });

  it.each([
    ["service_id", "The service ID is required"],
    ["template_id", "The template ID is required"],
    ["user_id", "The Public Key is required"],
  ])("answers 400 without %s and records nothing", async (missing, message) => {
    const ids: Record<string, string> = { service_id: "s", template_id: "t", user_id: "u" };
    delete ids[missing];
    const before = standIn.mails().length;
    const response = await fetch(`${standIn.url}${SEND_FORM_ROUTE}`, {
      method: "POST",
      body: sendFormBody(ids),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toBe(message);
    expect(standIn.mails()).toHaveLength(before);
  });

  it("accepts emailjs.send()'s JSON and records its template_params as the fields", async () => {
    const before = standIn.mails().length;
    const response = await fetch(`${standIn.url}${SEND_ROUTE}`, {
      method: "POST",
      headers: { "Content-type": "application/json" },
      body: JSON.stringify({
        lib_version: "4.4.1",
        user_id: "key_c",
        service_id: "service_a",
        template_id: "template_b",
        template_params: { Name: "Ravi", Email: "ravi@example.com", productName: "Contact Us" },
      }),
    });
    expect(response.status).toBe(200);
    expect(standIn.mails().slice(before)).toMatchObject([
      {
        service_id: "service_a",
        template_id: "template_b",
        user_id: "key_c",
        fields: { Name: "Ravi", Email: "ravi@example.com", productName: "Contact Us" },
      },
    ]);
    const refused = await fetch(`${standIn.url}${SEND_ROUTE}`, { method: "POST", body: "{" });
    expect(refused.status).toBe(400);
    expect(standIn.mails()).toHaveLength(before + 1);
  });

  it("answers 404 on other routes", async () => {
    const response = await fetch(`${standIn.url}/api/v1.0/email/send-template`, {
      method: "POST",
    });
    expect(response.status).toBe(404);
  });
});

describe("a subscription's mail in the terminal", () => {
  it("shows the address, the subject and the links to open, so npm start alone tries the round", async () => {
    const link = "http://127.0.0.1:4173/subscribe/confirm#id=aa&token=bb";
    const unsubscribeLink = `${link}&action=withdraw`;
    const response = await fetch(`${standIn.url}${SEND_ROUTE}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        service_id: "service_a",
        template_id: "template_subscribe",
        user_id: "key",
        template_params: {
          email: "reader@example.com",
          subject: "Confirm your subscription",
          link,
          unsubscribeLink,
        },
      }),
    });
    expect(response.status).toBe(200);
    expect(lines.at(-1)).toBe(
      `mail: service_a/template_subscribe to <reader@example.com>: Confirm your subscription\n  open: ${link}\n  unsubscribe: ${unsubscribeLink}`,
    );
  });
});
