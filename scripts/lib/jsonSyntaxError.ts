/**
 * Where and why `JSON.parse(text)` failed, as an editor shows it: `line 12, column 5: Expected
 * double-quoted property name` (both counted from 1, columns in UTF-16 code units as editors
 * count them). Node 20 gives only an offset (`at position 231`); a message without one (`Unexpected
 * end of JSON input`) is placed at the end of the text.
 * @param error what JSON.parse threw
 */
export function jsonSyntaxError(text: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const offset = /at position (\d+)/.exec(message)?.[1];
  const position = offset === undefined ? text.length : Number(offset);
  const before = text.slice(0, position).split("\n");
  const line = before.length;
  const column = (before.at(-1)?.length ?? 0) + 1;
  const reason = message
    .replace(/\s*\(line \d+ column \d+\)/, "")
    .replace(/ in JSON at position \d+/, "")
    .replace(/, "[\s\S]*" is not valid JSON$/, "");
  return `line ${line}, column ${column}: ${reason}`;
}
