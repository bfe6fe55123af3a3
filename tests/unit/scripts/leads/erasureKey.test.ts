import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  addressHash,
  localErasureKey,
  productionErasureKey,
} from "../../../../scripts/leads/erasureKey";
import { LeadsError } from "../../../../scripts/leads/leadsError";

describe("the erasure key and the address hash", () => {
  it("is HMAC-SHA-256 of `<kind>:<normalised value>` as hex, as openssl computes it", () => {
    const key = "k".repeat(64);
    // printf 'email:asha@example.com' | openssl dgst -sha256 -hmac "$key"
    expect(addressHash(key, "email", "asha@example.com")).toBe(
      "93f68cb13cf10977dd9bd1c351529fa3a242118c56b31c6e9824e2808e782f2b",
    );
    expect(addressHash("j".repeat(64), "email", "asha@example.com")).not.toBe(
      addressHash(key, "email", "asha@example.com"),
    );
    expect(addressHash(key, "mobile", "asha@example.com")).not.toBe(
      addressHash(key, "email", "asha@example.com"),
    );
  });

  it("creates the local key once, readable by its owner alone, and never replaces it", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "erasure-key-"));
    try {
      expect(await localErasureKey(dir, { create: false })).toBeUndefined();
      const keys = await Promise.all(
        Array.from({ length: 5 }, () => localErasureKey(dir, { create: true })),
      );
      expect(new Set(keys).size).toBe(1);
      expect(keys[0]).toMatch(/^[0-9a-f]{64}$/);
      const file = path.join(dir, "erasure-key");
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      await writeFile(file, "an older key that must stay\n");
      expect(await localErasureKey(dir, { create: true })).toBe("an older key that must stay");
      expect(await readFile(file, "utf8")).toBe("an older key that must stay\n");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("takes the production key from LEADS_ERASURE_KEY, refusing a short one", () => {
    expect(productionErasureKey({})).toBeUndefined();
    expect(productionErasureKey({ LEADS_ERASURE_KEY: ` ${"a".repeat(64)}\n` })).toBe(
      "a".repeat(64),
    );
    expect(() => productionErasureKey({ LEADS_ERASURE_KEY: "secret" })).toThrow(LeadsError);
    expect(() => productionErasureKey({ LEADS_ERASURE_KEY: "secret" })).toThrow(
      /LEADS_ERASURE_KEY has 6 characters; it needs at least 32 \(make one with: openssl rand -hex 32/,
    );
  });
});
