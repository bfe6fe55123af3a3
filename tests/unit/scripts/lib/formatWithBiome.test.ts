import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { FIREBASE_JSON, generatedFirebaseConfig } from "../../../../scripts/hosting/firebaseConfig";
import { formatWithBiome } from "../../../../scripts/lib/formatWithBiome";

describe("formatWithBiome", () => {
  it("writes JSON the way biome.json formats it: short arrays on one line", async () => {
    const text = JSON.stringify({ ignore: ["a", "b"], target: { id: 1 } }, null, 2);
    expect(await formatWithBiome(text, "example.json")).toBe(
      '{\n  "ignore": ["a", "b"],\n  "target": {\n    "id": 1\n  }\n}\n',
    );
  });

  it("gives `npm run firebase-json`'s output byte for byte as the committed, lint-clean file", async () => {
    const written = await formatWithBiome(
      JSON.stringify(await generatedFirebaseConfig(), null, 2),
      FIREBASE_JSON,
    );
    expect(written).toBe(await readFile(FIREBASE_JSON, "utf8"));
  });

  it("refuses text it cannot parse, naming the file", async () => {
    await expect(formatWithBiome('{ "open": ', "broken.json")).rejects.toThrow(
      /biome could not format broken\.json/,
    );
  });
});
