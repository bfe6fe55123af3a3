import path from "node:path";

/** A path as the terminal should show it: relative when under the working folder, else absolute. */
export function shownPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative === "" ? "." : relative.startsWith("..") ? file : relative;
}
