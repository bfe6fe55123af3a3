import { getFirestoreClient } from "../../lib/firebase/getFirestoreClient";
import { isPermanentWriteError } from "../../lib/firebase/isPermanentWriteError";
import type { LeadSenders } from "../../lib/outbox/leadSenders";
import type { LeadFields } from "../../lib/outbox/queuedLead";
import { type SubscriptionMail, sendSubscriptionMail } from "./sendSubscriptionMail";
import { MailLimitError, type SubscriptionRequest, storeSubscription } from "./storeSubscription";

/** A subscription or withdrawal request and its mail, as one form's submit makes them. */
export interface SubscriptionLead {
  request: SubscriptionRequest;
  mail: SubscriptionMail;
}

/** A subscription lead as the outbox keeps it: flat strings. */
export function subscriptionLeadFields({ request, mail }: SubscriptionLead): LeadFields {
  const { secret, kind, email, locale, noticeVersion } = request;
  return {
    ...mail,
    id: secret.id,
    token: secret.token,
    kind,
    email,
    locale,
    ...(noticeVersion ? { noticeVersion } : {}),
  };
}

/** `subscriptionLeadFields`, inverted. */
function subscriptionFromLeadFields(fields: LeadFields): SubscriptionLead {
  const field = (name: string) => fields[name] ?? "";
  const kind = field("kind") === "unsubscribe" ? "unsubscribe" : "subscribe";
  return {
    request: {
      secret: { id: field("id"), token: field("token") },
      kind,
      email: field("email"),
      locale: field("locale"),
      ...(fields.noticeVersion ? { noticeVersion: fields.noticeVersion } : {}),
    },
    mail: {
      email: field("email"),
      locale: field("locale"),
      kind,
      subject: field("subject"),
      message: field("message"),
      link: field("link"),
      unsubscribeLink: field("unsubscribeLink"),
      unsubscribeText: field("unsubscribeText"),
    },
  };
}

/** Whether no retry can store the subscription: the address's mail limit, or the rules. */
export function isPermanentSubscriptionError(error: unknown): boolean {
  return error instanceof MailLimitError || isPermanentWriteError(error);
}

/**
 * How the outbox sends a subscription: stored with a mail slot (`storeSubscription`, harmless to
 * repeat), and only then mailed (`sendSubscriptionMail`): the mail's link works only once the
 * document is there, and the slot is what limits the mails.
 */
export function subscriptionSenders(fields: LeadFields): LeadSenders {
  const { request, mail } = subscriptionFromLeadFields(fields);
  return {
    send: async (channel, retry) =>
      channel === "stored"
        ? storeSubscription(await getFirestoreClient(), request, retry)
        : sendSubscriptionMail(mail),
    isPermanent: isPermanentSubscriptionError,
    mailAfterStored: true,
  };
}
