/**
 * The SHA-256 of an address as it is stored (trimmed, lower-cased), in lowercase hex: the id of
 * its mail-limit record, which the security rules compute from the stored address too.
 */
export async function addressHash(address: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(address));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
