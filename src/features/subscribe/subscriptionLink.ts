/** What a subscription's mailed link carries: its id and its secret token. */
export interface SubscriptionSecret {
  /** 128 random bits, lowercase hex: names the subscription (the outbox's lead id too). */
  id: string;
  /** 128 random bits, lowercase hex, made in this browser: only its holder may change it. */
  token: string;
}

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
 * The subscription's document id, `<id>.<token>`: no client can read or list the collection, so
 * only who holds the token can name the document (firestore.rules, collection subscribers).
 */
export function subscriptionKey({ id, token }: SubscriptionSecret): string {
  return `${id}.${token}`;
}

/**
 * The link's fragment, `#id=<id>&token=<token>` (and `&action=withdraw` for a withdrawal): a
 * fragment never reaches a server, so no log holds the token.
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
