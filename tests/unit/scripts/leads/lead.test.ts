import { describe, expect, it } from "vitest";
import { defuseCell, type Lead, leadCells, leadJson } from "../../../../scripts/leads/lead";
import { countByCollection, describeCounts } from "../../../../scripts/leads/leadCounts";
import { leadsTable } from "../../../../scripts/leads/leadsTable";

const createdAt = new Date("2026-11-01T08:35:09.123Z");
const enquiry: Lead = {
  collection: "contact-form",
  id: "0b7e6f0c-3f43-4c1e-9d55-0a3c2b1f5e77",
  createdAt,
  fields: {
    Services: "Sugar Mills",
    Name: "आशा राव",
    Email: "Asha@Example.com",
    Mobile: "9876543210",
    Message: "Line one,\nline two",
    Locale: "hi",
    NoticeVersion: "0a1b2c3d",
    createdAt,
  },
};
const subscription: Lead = {
  collection: "subscribers",
  id: "reader@example.com",
  createdAt,
  fields: { email: "reader@example.com", createdAt },
};

describe("defuseCell (OWASP CSV injection)", () => {
  it.each(["=1+2", "+91 98765", "-2", "@SUM(A1)", "\t=cmd", "\r=cmd"])(
    "prefixes '%s' with a quote",
    (value) => {
      expect(defuseCell(value)).toBe(`'${value}`);
    },
  );

  it.each(["Asha", "9876543210", "", " =1", "a=b", "आशा"])("leaves '%s' as it is", (value) => {
    expect(defuseCell(value)).toBe(value);
  });
});

describe("a lead's cells and JSON", () => {
  it("gives an enquiry's fields by column, the time in IST", () => {
    expect(leadCells(enquiry)).toEqual({
      id: enquiry.id,
      collection: "contact-form",
      createdAt: "2026-11-01T14:05:09.123+05:30",
      name: "आशा राव",
      email: "Asha@Example.com",
      mobile: "9876543210",
      service: "Sugar Mills",
      locale: "hi",
      message: "Line one,\nline two",
      noticeVersion: "0a1b2c3d",
      state: "",
      confirmedAt: "",
    });
  });

  it("gives a subscription its address, empty enquiry cells, and no notice version before one is stored", () => {
    expect(leadCells(subscription)).toMatchObject({
      email: "reader@example.com",
      name: "",
      mobile: "",
      noticeVersion: "",
    });
    expect(
      leadCells({ ...subscription, fields: { ...subscription.fields, noticeVersion: "ffee0011" } })
        .noticeVersion,
    ).toBe("ffee0011");
    // A confirmed one: its state and the time its owner confirmed, the proof of consent.
    expect(
      leadCells({
        ...subscription,
        fields: { ...subscription.fields, state: "confirmed", confirmedAt: createdAt },
      }),
    ).toMatchObject({ state: "confirmed", confirmedAt: "2026-11-01T14:05:09.123+05:30" });
  });

  it("writes every stored field in JSON, in a fixed order, times in IST", () => {
    const json = leadJson(enquiry);
    expect(Object.keys(json)).toEqual([
      "collection",
      "id",
      "createdAt",
      "Email",
      "Locale",
      "Message",
      "Mobile",
      "Name",
      "NoticeVersion",
      "Services",
    ]);
    expect(json.createdAt).toBe("2026-11-01T14:05:09.123+05:30");
    expect(
      leadJson({ ...subscription, fields: { ...subscription.fields, seen: [createdAt] } }).seen,
    ).toEqual(["2026-11-01T14:05:09.123+05:30"]);
  });
});

describe("counts", () => {
  it("counts by collection and says it in words", () => {
    expect(countByCollection([enquiry, enquiry, subscription])).toEqual({
      "contact-form": 2,
      subscribers: 1,
    });
    expect(describeCounts({ "contact-form": 2, subscribers: 1 })).toBe(
      "2 enquiries or orders and 1 subscription",
    );
    expect(describeCounts({ "contact-form": 1, subscribers: 0 })).toBe("1 enquiry or order");
    expect(describeCounts({})).toBe("no lead");
  });
});

describe("leadsTable", () => {
  it("writes a header and one line a lead, each as wide as the terminal, the message on one line and cut", async () => {
    async function* leads() {
      yield enquiry;
      yield { ...enquiry, fields: { ...enquiry.fields, Message: "x".repeat(300) } };
      yield subscription;
    }
    const lines: string[] = [];
    for await (const line of leadsTable(leads(), 140)) lines.push(line);
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(
      /^sent \(IST\) +form +name +email +mobile +service +locale +message\n$/,
    );
    expect(lines[1]).toMatch(
      /^2026-11-01 14:05 {2}enquiry +आशा राव +Asha@Example.com +9876543210 +Sugar Mills +hi +Line one, line two\n$/,
    );
    const graphemes = (text: string) => [...new Intl.Segmenter().segment(text.trimEnd())].length;
    expect(graphemes(lines[2] ?? "")).toBe(140);
    expect(lines[2]?.trimEnd().endsWith("x…")).toBe(true);
    expect(lines[3]).toMatch(/^2026-11-01 14:05 {2}subscribe +reader@example.com/);
  });
});
