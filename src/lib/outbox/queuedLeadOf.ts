import type { Lead } from "../leads/lead";
import { ENQUIRY_FIELDS, SUBSCRIPTION_FIELDS } from "../leads/leadStore";
import type { QueuedLead } from "./queuedLead";

/**
 * The lead a record of the outbox holds, as queued by this version (`lead`) or the one before it
 * (whose flat `fields` are read back into a lead); undefined once both channels are done with it.
 */
export function queuedLeadOf(queued: QueuedLead): Lead | undefined {
  if (queued.lead) return queued.lead;
  return queued.fields && legacyLead(queued.id, queued.kind, queued.fields);
}

/** Whether a record still holds its lead (personal data): a channel has not done with it yet. */
export function holdsLead(queued: QueuedLead): boolean {
  return queued.lead !== undefined || queued.fields !== undefined;
}

/**
 * The lead of an outbox record queued by the site's version before the typed lead, which kept it
 * as flat strings: an enquiry's stored fields under their stored names plus `productName`, or a
 * subscription's id, token, stored fields and mail words. A visitor's browser may hold such a
 * record for the outbox's 7 days after that version was replaced, and it is delivered as any.
 * @param kind the record's kind: `enquiry` or `subscribe`
 * @returns undefined for another kind (the record then stays queued until it expires)
 */
function legacyLead(
  id: string,
  kind: string | undefined,
  fields: Readonly<Record<string, string>>,
): Lead | undefined {
  const field = (name: string) => fields[name] ?? "";
  if (kind === "enquiry") {
    return {
      kind: "enquiry",
      id,
      document: {
        Name: field(ENQUIRY_FIELDS.Name),
        Email: field(ENQUIRY_FIELDS.Email),
        Mobile: field(ENQUIRY_FIELDS.Mobile),
        Message: field(ENQUIRY_FIELDS.Message),
        Services: field(ENQUIRY_FIELDS.Services),
        Locale: field(ENQUIRY_FIELDS.Locale),
        NoticeVersion: field(ENQUIRY_FIELDS.NoticeVersion),
      },
      productName: field("productName"),
    };
  }
  if (kind !== "subscribe") return undefined;
  const noticeVersion = fields[SUBSCRIPTION_FIELDS.noticeVersion];
  return {
    kind: "subscription",
    id,
    token: field("token"),
    document: {
      kind: field(SUBSCRIPTION_FIELDS.kind) === "unsubscribe" ? "unsubscribe" : "subscribe",
      email: field(SUBSCRIPTION_FIELDS.email),
      locale: field(SUBSCRIPTION_FIELDS.locale),
      ...(noticeVersion ? { noticeVersion } : {}),
    },
    mail: {
      subject: field("subject"),
      message: field("message"),
      link: field("link"),
      unsubscribeLink: field("unsubscribeLink"),
      unsubscribeText: field("unsubscribeText"),
    },
  };
}
