import { describe, expect, it } from "vitest";
import { loadBrand } from "../../../scripts/brand/brandLoader";
import { copyVariables } from "../../../src/brand/copyVariables";
import { createI18n } from "../../../src/i18n/createI18n";
import { structuredData } from "../../../src/seo/structuredData";
import { FIXTURE_BRANDS_DIR } from "../../support/brands";

const URLS = { logo: "https://x.example/assets/icon.svg", image: "https://x.example/s.png" };

async function dataOf(id: string, brandsDir?: string, locale = "en") {
  const brand = await loadBrand(id, brandsDir);
  // As the build's brandSeo.ts does: with the manifest's copy variables.
  const { t } = createI18n(brand.resources, locale, copyVariables(brand.manifest, locale));
  return { manifest: brand.manifest, t, blocks: structuredData(brand.manifest, locale, t, URLS) };
}

describe("structuredData", () => {
  it("describes engineering as an Organization with a LocalBusiness for each of its offices", async () => {
    const { manifest, t, blocks } = await dataOf("engineering");
    const offices = manifest.contact.offices ?? [];
    expect(offices).toHaveLength(3);
    expect(blocks.map((block) => block["@type"])).toEqual([
      "Organization",
      "LocalBusiness",
      "LocalBusiness",
      "LocalBusiness",
      "WebPage",
    ]);
    const [organization, ...businesses] = blocks.slice(0, -1);
    expect(organization).toMatchObject({
      "@context": "https://schema.org",
      "@id": `${manifest.siteUrl}/#organization`,
      name: manifest.contact.company,
      url: `${manifest.siteUrl}/`,
      email: manifest.contact.email,
      telephone: manifest.contact.phone,
      address: { "@type": "PostalAddress", streetAddress: manifest.contact.address.join(", ") },
      logo: URLS.logo,
    });
    businesses.forEach((business, index) => {
      const office = offices[index];
      expect(business).toMatchObject({
        name: `${manifest.contact.company}, ${t(office?.label ?? "")}`,
        telephone: office?.phone,
        email: office?.email,
        address: { streetAddress: office?.address.join(", ") },
        parentOrganization: { "@id": organization?.["@id"] },
      });
    });
    expect(new Set(blocks.map((block) => block["@id"])).size).toBe(blocks.length);
  });

  it("describes healthcare as an Organization with its social profiles, a Product with the manifest's prices and its FAQ", async () => {
    const { manifest, t, blocks } = await dataOf("healthcare");
    expect(blocks.map((block) => block["@type"])).toEqual([
      "Organization",
      "Product",
      "FAQPage",
      "WebPage",
    ]);
    expect(blocks[2]?.inLanguage).toBe("en");
    const faq = manifest.pages[0]?.sections.find((section) => section.type === "faq");
    if (faq?.type !== "faq") throw new Error("the health-care home has no FAQ");
    expect(blocks[2]?.mainEntity).toEqual(
      faq.items.map((item) => ({
        "@type": "Question",
        name: t(`${item}.question`),
        acceptedAnswer: { "@type": "Answer", text: t(`${item}.answer`) },
      })),
    );
    // Copy variables are filled in, as on the page.
    expect(JSON.stringify(blocks[2])).not.toContain("{{");
    const footer = manifest.footer;
    const profiles =
      footer.variant === "subscribe"
        ? footer.socials.filter((s) => s.network !== "whatsapp").map((s) => s.href)
        : [];
    expect(profiles.length).toBeGreaterThan(0);
    expect(blocks[0]?.sameAs).toEqual(profiles);
    const product = manifest.product;
    expect(blocks[1]).toMatchObject({
      name: product?.name,
      description: t(product?.description ?? ""),
      image: URLS.image,
      manufacturer: { "@id": blocks[0]?.["@id"] },
      // The packs of the buy-now section, with the prices the manifest gives them.
      offers: [
        { "@type": "Offer", name: t("pack.single.heading"), price: 899, priceCurrency: "INR" },
        { "@type": "Offer", name: t("pack.double.heading"), price: 1649, priceCurrency: "INR" },
        { "@type": "Offer", name: t("pack.triple.heading"), price: 2399, priceCurrency: "INR" },
      ],
    });
  });

  it("gives a brand with neither offices nor a product just its Organization and home page", async () => {
    const { blocks } = await dataOf("fixture", FIXTURE_BRANDS_DIR);
    expect(blocks.map((block) => block["@type"])).toEqual(["Organization", "WebPage"]);
  });

  it.each(["en", "hi"])(
    "describes the home page in %s, in that language, with inLanguage",
    async (locale) => {
      const { blocks, t } = await dataOf("healthcare", undefined, locale);
      const home =
        locale === "en"
          ? "https://www.akcenthealthcare.com/"
          : "https://www.akcenthealthcare.com/hi";
      expect(blocks.at(-1)).toMatchObject({
        "@type": "WebPage",
        "@id": `${home}#webpage`,
        url: home,
        name: t("page.home.title"),
        description: t("page.home.description"),
        inLanguage: locale,
        about: { "@id": blocks[0]?.["@id"] },
      });
      const faq = blocks.find((block) => block["@type"] === "FAQPage");
      expect(faq?.inLanguage).toBe(locale);
      expect(JSON.stringify(faq)).toContain(t("faq.dosage.question"));
    },
  );
});
