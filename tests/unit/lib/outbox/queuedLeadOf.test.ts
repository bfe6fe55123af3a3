import { describe, expect, it } from "vitest";
import type { EnquiryLead, SubscriptionLead } from "../../../../src/lib/leads/lead";
import type { QueuedLead } from "../../../../src/lib/outbox/queuedLead";
import { holdsLead, queuedLeadOf } from "../../../../src/lib/outbox/queuedLeadOf";

const flags = { queuedAt: 1_700_000_000_000, stored: false, mailed: false, reached: false };

const enquiry: EnquiryLead = {
  kind: "enquiry",
  id: "0b7c6a52-4a8e-4c52-9a43-3f4f0f6b2d11",
  document: {
    Name: "Asha Rao",
    Email: "asha@example.com",
    Mobile: "9876543210",
    Message: "Please quote.",
    Services: "Sugar Mills",
    Locale: "hi",
    NoticeVersion: "0a1b2c3d",
  },
  productName: "Contact Us",
};

const subscription: SubscriptionLead = {
  kind: "subscription",
  id: "5f0c4d3b2a1908f7e6d5c4b3a2918070",
  token: "a0b1c2d3e4f5061728394a5b6c7d8e9f",
  document: {
    kind: "subscribe",
    email: "asha@example.com",
    locale: "en",
    noticeVersion: "9b9a38b7",
  },
  mail: {
    subject: "Confirm your subscription",
    message: "Open this link to confirm.",
    link: "https://example.com/subscribe/confirm#id=5f0c&token=a0b1",
    unsubscribeLink: "https://example.com/subscribe/confirm#id=5f0c&token=a0b1&action=withdraw",
    unsubscribeText: "Changed your mind?",
  },
};

describe("queuedLeadOf: the lead an outbox record holds", () => {
  it("is the typed lead this version queued, and none once both channels are done", () => {
    // As queueLead writes it: the empty `fields` is for pages of the version before.
    const queued: QueuedLead = { id: enquiry.id, ...flags, lead: enquiry, fields: {} };
    expect(queuedLeadOf(queued)).toBe(enquiry);
    expect(holdsLead(queued)).toBe(true);
    const done: QueuedLead = { id: enquiry.id, ...flags, stored: true, mailed: true };
    expect(queuedLeadOf(done)).toBeUndefined();
    expect(holdsLead(done)).toBe(false);
  });

  it("reads back an enquiry the version before queued as flat strings (its stored fields and productName)", () => {
    // Exactly what that version wrote: `{ ...enquiry, productName }` under `fields`.
    const queued: QueuedLead = {
      id: enquiry.id,
      kind: "enquiry",
      ...flags,
      fields: { ...enquiry.document, productName: enquiry.productName },
    };
    expect(queuedLeadOf(queued)).toEqual(enquiry);
    expect(holdsLead(queued)).toBe(true);
  });

  it("reads back a subscription and a withdrawal request the version before queued as flat strings", () => {
    // That version's fields: its mail's variables (the address, locale and kind, then the
    // words), then the id, the token and the stored fields.
    const flat = (lead: SubscriptionLead) => {
      const { email, locale, kind } = lead.document;
      const mail = { email, locale, kind, ...lead.mail };
      return { ...mail, id: lead.id, token: lead.token, ...lead.document };
    };
    const queued: QueuedLead = { id: subscription.id, kind: "subscribe", ...flags };
    expect(queuedLeadOf({ ...queued, fields: flat(subscription) })).toEqual(subscription);
    const withdrawal: SubscriptionLead = {
      ...subscription,
      document: { kind: "unsubscribe", email: "asha@example.com", locale: "en" },
    };
    expect(queuedLeadOf({ ...queued, fields: flat(withdrawal) })).toEqual(withdrawal);
  });

  it("holds a record of an unknown kind as undelivered, reading no lead from it", () => {
    const queued: QueuedLead = { id: "x", kind: "callback", ...flags, fields: { phone: "1" } };
    expect(queuedLeadOf(queued)).toBeUndefined();
    expect(holdsLead(queued)).toBe(true);
  });

  it("reads no lead from a record the version before had delivered (its fields dropped)", () => {
    const queued: QueuedLead = { id: "y", kind: "enquiry", ...flags, stored: true, mailed: true };
    expect(queuedLeadOf(queued)).toBeUndefined();
    expect(holdsLead(queued)).toBe(false);
  });
});
