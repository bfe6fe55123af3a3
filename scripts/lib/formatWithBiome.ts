import { execFile } from "node:child_process";
import path from "node:path";
import { repoRoot } from "./repoRoot";

const BIOME = path.join(repoRoot, "node_modules", ".bin", "biome");

/**
 * `text` formatted by the project's own formatter (biome, with biome.json), as the file `file`
 * would be, so a generated file passes `biome ci` as written.
 * @param file the path the text is written to; its extension chooses the language
 * @throws Error with biome's message when biome cannot run or cannot parse the text
 */
export function formatWithBiome(text: string, file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      BIOME,
      ["format", `--stdin-file-path=${path.relative(repoRoot, file)}`],
      { cwd: repoRoot },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`biome could not format ${file}: ${stderr || error.message}`));
        else resolve(stdout);
      },
    );
    child.stdin?.end(text);
  });
}
