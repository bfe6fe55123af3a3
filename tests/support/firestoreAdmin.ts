// Administrator reads and writes go over the emulator's REST API, not @firebase/rules-unit-testing:
// that library drives the full Firestore SDK, which under Node speaks gRPC (HTTP/2), and every
// emulator URL a test has is the HTTP/1.1 saving proxy in front of the JVM (scripts/localStack/savingProxy.ts),
// which a gRPC stream cannot pass (tried with 5.0.2: "RST_STREAM ... Protocol error" until timeout).

/** A document as the emulator stores it, with its fields decoded to plain values. */
export interface StoredDocument {
  id: string;
  /** strings, numbers, booleans, null, arrays, maps; timestamps as `Date`. */
  fields: Record<string, unknown>;
}

type RestValue = Record<string, unknown>;

/** Decodes a Firestore REST value (`{ stringValue: "x" }`) to a plain value. */
function decode(value: RestValue): unknown {
  if ("stringValue" in value) return value.stringValue;
  if ("integerValue" in value) return Number(value.integerValue);
  if ("doubleValue" in value) return value.doubleValue;
  if ("booleanValue" in value) return value.booleanValue;
  if ("nullValue" in value) return null;
  if ("timestampValue" in value) return new Date(String(value.timestampValue));
  if ("arrayValue" in value) {
    const { values = [] } = value.arrayValue as { values?: RestValue[] };
    return values.map(decode);
  }
  if ("mapValue" in value) {
    const { fields = {} } = value.mapValue as { fields?: Record<string, RestValue> };
    return Object.fromEntries(Object.entries(fields).map(([key, item]) => [key, decode(item)]));
  }
  throw new Error(`unexpected Firestore value ${JSON.stringify(value)}`);
}

/**
 * Every document of a collection, read past the security rules (`Authorization: Bearer owner`,
 * which the emulator accepts as an administrator), as a test's independent witness.
 * @param emulatorUrl `http://127.0.0.1:<port>`
 */
export async function listDocuments(
  emulatorUrl: string,
  projectId: string,
  collection: string,
): Promise<StoredDocument[]> {
  const response = await fetch(
    `${emulatorUrl}/v1/projects/${projectId}/databases/(default)/documents/${collection}?pageSize=1000`,
    { headers: { Authorization: "Bearer owner" } },
  );
  if (!response.ok) throw new Error(`listing ${collection}: ${response.status}`);
  const body = (await response.json()) as {
    documents?: Array<{ name: string; fields?: Record<string, RestValue> }>;
  };
  return (body.documents ?? []).map((document) => ({
    id: document.name.split("/").at(-1) ?? "",
    fields: Object.fromEntries(
      Object.entries(document.fields ?? {}).map(([key, value]) => [key, decode(value)]),
    ),
  }));
}

/**
 * Adds a document with string fields past the security rules, as an administrator would (the
 * emulator accepts `Authorization: Bearer owner`), to check what survives a restart.
 * @returns the emulator's response (200 when stored)
 */
export function addDocumentAsOwner(
  emulatorUrl: string,
  projectId: string,
  collection: string,
  id: string,
  fields: Record<string, string>,
): Promise<Response> {
  return fetch(
    `${emulatorUrl}/v1/projects/${projectId}/databases/(default)/documents/${collection}?documentId=${encodeURIComponent(id)}`,
    {
      method: "POST",
      headers: { Authorization: "Bearer owner", "Content-Type": "application/json" },
      body: JSON.stringify({
        fields: Object.fromEntries(
          Object.entries(fields).map(([key, value]) => [key, { stringValue: value }]),
        ),
      }),
    },
  );
}
