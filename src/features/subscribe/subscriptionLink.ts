import type { SubscriptionSecret } from "../../lib/leads/leadStore";

/** What opening a link does: confirm the subscription, or withdraw it. */
export type LinkAction = "confirm" | "withdraw";

const HEX_128 = /^[0-9a-f]{32}$/;

/** 128 random bits from the browser's cryptographic generator, as 32 lowercase hex digits. */
function randomHex128(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** A new subscription's id and token. */
export function newSubscriptionSecret(): SubscriptionSecret {
  return { id: randomHex128(), token: randomHex128() };
}

/**
 * The fragment of a subscription's mailed link, which carries its id and secret token:
 * `#id=<id>&token=<token>` (and `&action=withdraw` for a withdrawal). A fragment never reaches a
 * server, so no log holds the token.
 */
export function subscriptionLinkFragment(secret: SubscriptionSecret, action: LinkAction): string {
  const params = new URLSearchParams({ id: secret.id, token: secret.token });
  if (action === "withdraw") params.set("action", "withdraw");
  return `#${params}`;
}

/**
 * The id, token and action a link's fragment carries (`location.hash`), or undefined when it
 * carries no well-formed id and token (a link cut short by a mail program).
 */
export function readSubscriptionLink(
  hash: string,
): { secret: SubscriptionSecret; action: LinkAction } | undefined {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  const id = params.get("id") ?? "";
  const token = params.get("token") ?? "";
  if (!HEX_128.test(id) || !HEX_128.test(token)) return undefined;
  return {
    secret: { id, token },
    action: params.get("action") === "withdraw" ? "withdraw" : "confirm",
  };
}
