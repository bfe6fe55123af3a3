import { readFile } from "node:fs/promises";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { DEFAULT_BRANDS_DIR, listBrands } from "../../../../scripts/brand/brandLoader";
import {
  MANIFEST_SCHEMA_FILE,
  manifestJsonSchema,
} from "../../../../scripts/brand/manifestJsonSchema";
import { FIXTURE_BRANDS_DIR } from "../../../support/brands";

type Json = Record<string, unknown>;

const readJson = async (file: string): Promise<Json> => JSON.parse(await readFile(file, "utf8"));

/** Every manifest there is: each brand's in brands/, and the fixture brand's. */
async function manifestFiles(): Promise<string[]> {
  const brands = (await listBrands()).map((id) => path.join(DEFAULT_BRANDS_DIR, id));
  const fixtures = (await listBrands(FIXTURE_BRANDS_DIR)).map((id) =>
    path.join(FIXTURE_BRANDS_DIR, id),
  );
  return [...brands, ...fixtures].map((dir) => path.join(dir, "manifest.json"));
}

/** A standard validator (Ajv, strict mode, formats checked) compiled from the committed file. */
async function committedValidator() {
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  addFormats.default(ajv);
  return ajv.compile(await readJson(MANIFEST_SCHEMA_FILE));
}

/** Every object schema in `node`, with its JSON pointer. */
function objectSchemas(node: unknown, pointer = ""): Array<{ pointer: string; schema: Json }> {
  if (Array.isArray(node))
    return node.flatMap((item, index) => objectSchemas(item, `${pointer}/${index}`));
  if (!node || typeof node !== "object") return [];
  const schema: Json = Object.fromEntries(Object.entries(node));
  const own = schema.type === "object" ? [{ pointer, schema }] : [];
  return [
    ...own,
    ...Object.entries(schema).flatMap(([key, value]) => objectSchemas(value, `${pointer}/${key}`)),
  ];
}

describe("brands/manifest.schema.json", () => {
  it("is what the zod schema gives (run npm run manifest-schema after changing a schema)", async () => {
    expect(await readJson(MANIFEST_SCHEMA_FILE)).toEqual(manifestJsonSchema());
  });

  it("describes the fields from the schemas' .meta descriptions", () => {
    const schema = manifestJsonSchema();
    const properties = Object(schema.properties);
    expect(properties.siteUrl.description).toContain("Public origin of the deployed site");
    // A section type's field, from src/sections/productHero/productHeroSectionSchema.ts.
    const eyebrow = "`<key>.eyebrow` (a short line above the heading) when present";
    expect(JSON.stringify(schema).includes(eyebrow)).toBe(true);
  });

  it("refuses unknown keys in every object: a fixed set of keys, or keys checked by a pattern, or by the form its discriminator names", () => {
    const strict = (schema: Json) =>
      schema.additionalProperties === false || schema.propertyNames !== undefined;
    // An `if` is a condition on the discriminator, not a form a manifest's object takes.
    const loose = objectSchemas(manifestJsonSchema()).filter(
      ({ pointer, schema }) =>
        !pointer.endsWith("/if") &&
        !strict(schema) &&
        !(
          Array.isArray(schema.allOf) &&
          schema.allOf.every((branch: Json) => strict(Object(branch.then)))
        ),
    );
    expect(loose.map(({ pointer }) => pointer)).toEqual([]);
  });

  it("is named by every manifest's $schema line", async () => {
    for (const file of await manifestFiles()) {
      const named = (await readJson(file)).$schema;
      expect(typeof named, file).toBe("string");
      expect(path.resolve(path.dirname(file), String(named)), file).toBe(MANIFEST_SCHEMA_FILE);
    }
  });

  it("accepts every manifest in a standard validator (Ajv)", async () => {
    const validate = await committedValidator();
    const files = await manifestFiles();
    expect(files.length).toBeGreaterThanOrEqual(3);
    for (const file of files) {
      expect(validate(await readJson(file)), `${file}: ${JSON.stringify(validate.errors)}`).toBe(
        true,
      );
    }
  });

  it("makes Ajv refuse a misspelt key, pointing at the object that has it", async () => {
    const validate = await committedValidator();
    const manifest = await readJson(path.join(FIXTURE_BRANDS_DIR, "fixture", "manifest.json"));
    const [home] = Array.isArray(manifest.pages) ? manifest.pages : [];
    const [hero] = Array.isArray(home?.sections) ? home.sections : [];
    hero.ctaa = hero.cta;
    delete hero.cta;
    expect(validate(manifest)).toBe(false);
    expect(validate.errors).toContainEqual(
      expect.objectContaining({
        instancePath: "/pages/0/sections/0",
        keyword: "additionalProperties",
        params: { additionalProperty: "ctaa" },
      }),
    );
  });

  it("gives one error, naming the types there are, for an unknown section type or header variant", async () => {
    const validate = await committedValidator();
    const manifest = await readJson(path.join(FIXTURE_BRANDS_DIR, "fixture", "manifest.json"));
    const [home] = Array.isArray(manifest.pages) ? manifest.pages : [];
    home.sections = [{ type: "heroo", key: "home.hero" }];
    expect(validate(manifest)).toBe(false);
    expect(validate.errors).toEqual([
      expect.objectContaining({
        instancePath: "/pages/0/sections/0/type",
        keyword: "enum",
        params: { allowedValues: expect.arrayContaining(["hero", "prose", "faq"]) },
      }),
    ]);
    const other = await readJson(path.join(FIXTURE_BRANDS_DIR, "fixture", "manifest.json"));
    Object(other.header).variant = "mega";
    expect(validate(other)).toBe(false);
    expect(validate.errors).toEqual([
      expect.objectContaining({
        instancePath: "/header/variant",
        params: { allowedValues: ["dropdown", "title"] },
      }),
    ]);
  });

  it("makes Ajv refuse a wrong type and an unknown section type", async () => {
    const validate = await committedValidator();
    const manifest = await readJson(path.join(FIXTURE_BRANDS_DIR, "fixture", "manifest.json"));
    manifest.locales = "en";
    const [home] = Array.isArray(manifest.pages) ? manifest.pages : [];
    home.sections = [{ type: "heroo", key: "home.hero" }];
    expect(validate(manifest)).toBe(false);
    const paths = (validate.errors ?? []).map((error) => error.instancePath);
    expect(paths).toContain("/locales");
    expect(paths).toContain("/pages/0/sections/0/type");
  });
});
