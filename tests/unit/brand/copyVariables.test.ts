import { describe, expect, it } from "vitest";
import { loadBrand } from "../../../scripts/brand/brandLoader";
import { copyVariables } from "../../../src/brand/copyVariables";
import { createI18n } from "../../../src/i18n/createI18n";
import { OUTBOX_EXPIRY_DAYS } from "../../../src/lib/outbox/queuedLead";
import { FIXTURE_BRANDS_DIR } from "../../support/brands";

describe("copyVariables", () => {
  it("gives every health-care string the product and contact data from the manifest", async () => {
    const { manifest, resources } = await loadBrand("healthcare");
    const variables = copyVariables(manifest, "en");
    expect(variables).toEqual({
      company: "Akcent Healthcare",
      phone: manifest.contact.phone,
      email: manifest.contact.email,
      address: manifest.contact.address.join(", "),
      product: "CollaGlow",
      retentionMonths: String(manifest.leads?.retentionMonths),
      grievanceEmail: manifest.leads?.grievanceEmail,
      outboxDays: String(OUTBOX_EXPIRY_DAYS),
    });
    const { t } = createI18n(resources, "en", variables);
    expect(t("brand.title")).toBe("CollaGlow");
    expect(t("home.about.heading")).toBe("About CollaGlow");
    // The spec's exact strings are not touched by interpolation.
    expect(t("footer.copyright")).toBe("© 2024 Akcent Healthcare. All rights reserved.");
  });

  it("gives a locale's strings the address in that locale's form, the default locale's as written", async () => {
    const { manifest, resources } = await loadBrand("healthcare");
    const hindi = manifest.contact.addressByLocale?.hi ?? [];
    expect(hindi.join(" ")).toMatch(/[\u0900-\u097F]/);
    expect(copyVariables(manifest, "hi").address).toBe(hindi.join(", "));
    expect(copyVariables(manifest, "en").address).toBe(manifest.contact.address.join(", "));
    const i18n = createI18n(resources, "hi", copyVariables(manifest, "hi"));
    // A list's items are interpolated one by one, as src/components/useCopyList.ts does.
    const [contactLine = ""] = resources.hi?.translation["privacy.contact.body"] ?? [];
    expect(i18n.services.interpolator.interpolate(contactLine, {}, "hi", {})).toBe(
      `Akcent Healthcare, ${hindi.join(", ")}।`,
    );
  });

  it("has no product for a brand that sells none", async () => {
    const { manifest } = await loadBrand("engineering");
    expect(copyVariables(manifest, "en")).not.toHaveProperty("product");
  });

  it("gives the leads' retention period, grievance address and outbox days, and none to a brand without leads", async () => {
    const { manifest } = await loadBrand("engineering");
    expect(
      copyVariables(
        {
          ...manifest,
          leads: { retentionMonths: 18, grievanceEmail: "dpo@example.in" },
        },
        "en",
      ),
    ).toMatchObject({
      retentionMonths: "18",
      grievanceEmail: "dpo@example.in",
      outboxDays: "7",
    });
    const { manifest: fixture } = await loadBrand("fixture", FIXTURE_BRANDS_DIR);
    expect(Object.keys(copyVariables(fixture, "en"))).not.toContain("grievanceEmail");
    expect(Object.keys(copyVariables(fixture, "en"))).not.toContain("outboxDays");
  });
});
