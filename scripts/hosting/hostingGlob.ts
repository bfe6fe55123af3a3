import { minimatch } from "minimatch";

/**
 * Whether a firebase.json `source` glob matches a request path, the way Firebase's own server
 * library (superstatic) decides it: the glob gets a leading `/` when it has none, then minimatch
 * with its defaults (`**` spans path segments, `*` and `?` stay within one, `{a,b}` and `@(a|b)`
 * are alternatives, and no wildcard matches a segment that starts with a dot).
 * @param source e.g. `/assets/**` or `**`
 * @param pathname a decoded request path, e.g. `/assets/index-abc.js`
 */
export function hostingGlobMatches(source: string, pathname: string): boolean {
  return minimatch(pathname, source.startsWith("/") ? source : `/${source}`);
}

/**
 * Whether a file is left out of a deploy by the target's `ignore` globs (firebase-tools matches
 * them against paths relative to the public folder, dot files included), e.g. the build's
 * `*.br`/`*.gz` copies, which Hosting never serves as files of their own.
 * @param relativePath e.g. `assets/index-abc.js.br` (no leading `/`)
 */
export function ignoredByDeploy(ignore: readonly string[], relativePath: string): boolean {
  return ignore.some((glob) => minimatch(relativePath, glob, { dot: true }));
}

/**
 * Whether a rule of firebase.json's `headers` matches a request path: its `source` glob as
 * {@link hostingGlobMatches} decides, or its `regex` (RE2 in Hosting; the patterns we write use
 * only syntax that RE2 and JavaScript read alike) found anywhere in the path, as RE2's partial
 * match finds it.
 */
export function hostingRuleMatches(
  rule: { source: string } | { regex: string },
  pathname: string,
): boolean {
  return "source" in rule
    ? hostingGlobMatches(rule.source, pathname)
    : new RegExp(rule.regex).test(pathname);
}
