import { describe, expect, it } from "vitest";
import { LeadsError } from "../../../../scripts/leads/leadsError";
import { projectOf } from "../../../../scripts/leads/projectAlias";

const BRANDS = ["engineering", "healthcare"];
const RC = { projects: { healthcare: "akcent-healthcare-prod" } };

describe("projectOf (--project)", () => {
  it("reads an alias of .firebaserc, and takes anything else for a project id", () => {
    expect(projectOf("healthcare", RC, BRANDS)).toBe("akcent-healthcare-prod");
    expect(projectOf("akcent-healthcare-prod", RC, BRANDS)).toBe("akcent-healthcare-prod");
    expect(projectOf("akcent-healthcare-prod", null, BRANDS)).toBe("akcent-healthcare-prod");
  });

  it("refuses a brand's alias that .firebaserc does not give, saying to copy .firebaserc.example", () => {
    const cases = [
      { rc: null, why: "there is no .firebaserc" },
      { rc: RC, value: "engineering", why: ".firebaserc has no alias 'engineering'" },
      { rc: { unreadable: true }, why: ".firebaserc is not of the form .firebaserc.example shows" },
    ];
    for (const { rc, value = "healthcare", why } of cases) {
      expect(() => projectOf(value, rc, BRANDS)).toThrow(LeadsError);
      expect(() => projectOf(value, rc, BRANDS)).toThrow(
        `--project ${value} is the brand's alias, but ${why}: copy .firebaserc.example to .firebaserc`,
      );
    }
  });
});
