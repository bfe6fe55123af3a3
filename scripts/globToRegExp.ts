/**
 * A firebase.json `source` glob as a RegExp over request paths, with the semantics Hosting takes
 * from minimatch for the syntax we use: `**` spans any number of path segments (`/assets/**`
 * matches `/assets/a/b.js`; a lone `**` matches every path), `*` and `?` stay within one segment,
 * `{a,b}` and `@(a|b)` are alternatives. Other glob syntax (`[...]`, `!`, `+(`, `*(`) is refused
 * rather than silently matched differently. Unlike minimatch, `*` and `**` also match path
 * segments that start with a dot; our builds have none.
 * @throws Error on syntax outside that subset
 */
export function globToRegExp(glob: string): RegExp {
  const source = glob.startsWith("/") ? glob : `/${glob}`;
  let pattern = "";
  let group = 0;
  for (let index = 0; index < source.length; index++) {
    const char = source[index] ?? "";
    const next = source[index + 1];
    if (char === "*" && next === "*") {
      index++;
      const segmentEnd = source[index + 1] === "/";
      // `/**/` may also stand for a single `/`; a trailing `/**` also matches the folder itself.
      if (pattern.endsWith("/") && segmentEnd) {
        pattern = `${pattern.slice(0, -1)}(?:/.*)?/`;
        index++;
      } else if (pattern.endsWith("/") && index === source.length - 1) {
        pattern = `${pattern.slice(0, -1)}(?:/.*)?`;
      } else {
        pattern += ".*";
      }
    } else if (char === "*") {
      pattern += "[^/]*";
    } else if (char === "?") {
      pattern += "[^/]";
    } else if (char === "@" && next === "(") {
      pattern += "(?:";
      group++;
      index++;
    } else if (char === "{") {
      pattern += "(?:";
      group++;
    } else if ((char === ")" || char === "}") && group > 0) {
      pattern += ")";
      group--;
    } else if ((char === "|" || char === ",") && group > 0) {
      pattern += "|";
    } else if ("[]!+()".includes(char)) {
      throw new Error(`glob '${glob}': '${char}' is not supported here`);
    } else {
      pattern += char.replace(/[.^$|\\{}]/g, "\\$&");
    }
  }
  if (group !== 0) throw new Error(`glob '${glob}': unbalanced group`);
  return new RegExp(`^${pattern}$`);
}
