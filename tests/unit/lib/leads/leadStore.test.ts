import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../../../../scripts/lib/repoRoot";
import {
  CREATED_AT,
  ENQUIRY_COLLECTION,
  ENQUIRY_FIELDS,
  ERASURES_COLLECTION,
  LEAD_COLLECTIONS,
  MAIL_LIMIT_SLOTS,
  MAIL_LIMITS_COLLECTION,
  SUBSCRIBERS_COLLECTION,
  SUBSCRIPTION_FIELDS,
  SUBSCRIPTION_STATES,
} from "../../../../src/lib/leads/leadStore";

const rules = await readFile(path.join(repoRoot, "firestore.rules"), "utf8");

/** The body of the rules function `name`, from its signature to its closing brace. */
function rulesFunction(name: string): string {
  const match = new RegExp(`function ${name}\\([^)]*\\) \\{\\n([\\s\\S]*?)\\n    \\}\\n`).exec(
    rules,
  );
  if (!match?.[1]) throw new Error(`firestore.rules has no function ${name}()`);
  return match[1];
}

/** The names of each `<call>([...])` in `text`, such as `keys().hasOnly(['a', 'b'])`. */
function listsOf(text: string, call: "hasOnly" | "hasAll"): string[][] {
  return [...text.matchAll(new RegExp(`${call}\\(\\[([^\\]]*)\\]\\)`, "g"))].map((match) =>
    [...(match[1] ?? "").matchAll(/'([^']*)'/g)].map((name) => name[1] ?? ""),
  );
}

describe("the stored names of a lead (src/lib/leads/leadStore.ts) in firestore.rules", () => {
  it("finds a function of the rules and its field lists", () => {
    expect(listsOf("keys().hasOnly(['a', 'b']) && d.hasOnly(['c'])", "hasOnly")).toEqual([
      ["a", "b"],
      ["c"],
    ]);
    expect(rulesFunction("changesNothing")).toContain("affectedKeys().size() == 0");
    expect(() => rulesFunction("noSuchFunction")).toThrow("no function noSuchFunction()");
  });

  it("opens each form's collection to creates, in a block the build keeps or drops by its name", () => {
    for (const collection of LEAD_COLLECTIONS) {
      expect(rules).toContain(`// collection ${collection}\n`);
      expect(rules).toMatch(new RegExp(`match /${collection}/\\{\\w+\\} \\{\\n\\s+allow create: `));
    }
    expect(rules).toMatch(new RegExp(`match /${MAIL_LIMITS_COLLECTION}/\\{addressHash\\}`));
    expect(rules).toContain(`/documents/${MAIL_LIMITS_COLLECTION}/$(`);
  });

  it("matches no rule to the erasure records, so no client reaches them", () => {
    expect(rules).toContain(`// ${ERASURES_COLLECTION}/{id}:`);
    expect(rules).not.toContain(`match /${ERASURES_COLLECTION}`);
  });

  it("takes an enquiry with exactly the stored fields, each one checked", () => {
    const body = rulesFunction("isEnquiry");
    const stored = [...Object.values(ENQUIRY_FIELDS), CREATED_AT];
    expect(listsOf(body, "hasOnly")).toEqual([stored]);
    expect(listsOf(body, "hasAll")).toEqual([stored]);
    for (const field of Object.values(ENQUIRY_FIELDS)) expect(body).toContain(`data.${field}`);
    expect(body).toContain(`data.${CREATED_AT} == request.time`);
    expect(rules).toContain(`match /${ENQUIRY_COLLECTION}/{enquiryId}`);
  });

  it("takes a subscription with the fields the page stores, and a link's change with its own", () => {
    const { kind, email, locale, noticeVersion, state, createdAt, confirmedAt, withdrawnAt } =
      SUBSCRIPTION_FIELDS;
    expect(createdAt).toBe(CREATED_AT);
    const created = rulesFunction("isNewSubscription");
    expect(listsOf(created, "hasOnly")).toEqual([
      [kind, email, locale, noticeVersion, state, createdAt],
    ]);
    // The notice version is a subscription's alone: a withdrawal request has none.
    expect(listsOf(created, "hasAll")).toEqual([[kind, email, locale, state, createdAt]]);
    expect(created).toContain(`data.${state} == '${SUBSCRIPTION_STATES[0]}'`);
    expect(created).toContain(`data.${createdAt} == request.time`);
    expect(listsOf(rulesFunction("isConfirmation"), "hasOnly")).toEqual([[state, confirmedAt]]);
    expect(listsOf(rulesFunction("isWithdrawal"), "hasOnly")).toEqual([[state, withdrawnAt]]);
    expect(rulesFunction("isConfirmation")).toContain(`.${state} == 'confirmed'`);
    expect(rulesFunction("isWithdrawal")).toContain(`.${state} == 'withdrawn'`);
    expect([...SUBSCRIPTION_STATES]).toEqual(["pending", "confirmed", "withdrawn"]);
    expect(rules).toContain(`match /${SUBSCRIBERS_COLLECTION}/{key}`);
  });

  it("limits an address's mails with the slots the page takes", () => {
    expect(listsOf(rulesFunction("takesFreeSlot"), "hasOnly")[0]).toEqual([...MAIL_LIMIT_SLOTS]);
    for (const slot of MAIL_LIMIT_SLOTS) {
      expect(rulesFunction("takesMailSlot")).toContain(`slots.get('${slot}', null)`);
    }
  });
});
