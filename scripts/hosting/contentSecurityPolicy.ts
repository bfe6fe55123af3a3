import type { Manifest, Service } from "../../src/brand/manifestSchema";

/** The origin each hosted service of spec §7 is reached at from the browser. */
const SERVICE_ORIGINS: Readonly<Record<Service, string>> = {
  // firebase/firestore/lite talks REST to this host whatever the project.
  firestore: "https://firestore.googleapis.com",
  // @emailjs/browser posts to its API origin.
  emailjs: "https://api.emailjs.com",
};

/** A CSP as ordered directives: name → source list (empty for a directive without sources). */
type CspDirectives = ReadonlyArray<readonly [string, readonly string[]]>;

/** Origins the brand's pages frame: the footer's map embed. */
function frameOrigins(manifest: Manifest): string[] {
  const footer = manifest.footer;
  return footer.variant === "company" && footer.map ? [new URL(footer.map.embedUrl).origin] : [];
}

/** Origins the brand's pages call: its services, and its web-vitals endpoint when on another host. */
function connectOrigins(manifest: Manifest): string[] {
  const endpoint = manifest.webVitals?.endpoint;
  return [
    ...manifest.services.map((service) => SERVICE_ORIGINS[service]),
    ...(endpoint?.startsWith("https:") ? [new URL(endpoint).origin] : []),
  ];
}

/**
 * The brand's Content-Security-Policy: its own origin plus exactly what its manifest needs. No
 * inline script or eval anywhere (the prerendered pages load one module script; JSON-LD blocks are
 * data, not executed); styles come from stylesheets only; images may be `data:` URIs because Vite
 * inlines small assets; the map embed is the only frame; nobody may frame the site.
 */
export function cspDirectives(manifest: Manifest): CspDirectives {
  const frames = frameOrigins(manifest);
  return [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'"]],
    ["style-src", ["'self'"]],
    ["img-src", ["'self'", "data:"]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", ...new Set(connectOrigins(manifest))]],
    ["frame-src", frames.length > 0 ? [...new Set(frames)] : ["'none'"]],
    ["frame-ancestors", ["'none'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["manifest-src", ["'self'"]],
  ];
}

/** The header value of `directives`: `name source source; name source`. */
export function cspToString(directives: CspDirectives): string {
  return directives.map(([name, sources]) => [name, ...sources].join(" ")).join("; ");
}

/**
 * Parses a Content-Security-Policy header value into its directives (names lower-cased).
 * @throws Error when a directive appears twice (browsers would ignore the second)
 */
export function parseCsp(value: string): CspDirectives {
  const seen = new Set<string>();
  return value
    .split(";")
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [name = "", ...sources] = part.split(/\s+/);
      const lower = name.toLowerCase();
      if (seen.has(lower)) throw new Error(`CSP directive ${lower} appears twice in '${value}'`);
      seen.add(lower);
      return [lower, sources] as const;
    });
}

/** A loopback origin such as `http://127.0.0.1:8080` (no path). */
const LOOPBACK_ORIGIN = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\]):\d{1,5}$/;

/**
 * The policy `value` with `origins` added to its connect-src, for local stacks whose app talks to
 * a Firestore emulator or an EmailJS stand-in on loopback ports.
 * @throws Error when an origin is not a loopback `http://host:port`: the local server must not
 *   widen the policy to anything a deployed site could reach
 */
export function withConnectSrc(value: string, origins: readonly string[]): string {
  const bad = origins.filter((origin) => !LOOPBACK_ORIGIN.test(origin));
  if (bad.length > 0) {
    throw new Error(
      `extra connect-src origins must be loopback origins such as http://127.0.0.1:8080, not ${bad.join(", ")}`,
    );
  }
  if (origins.length === 0) return value;
  const directives = parseCsp(value);
  if (directives.some(([name]) => name === "connect-src")) {
    return cspToString(
      directives.map(([name, sources]) =>
        name === "connect-src" ? [name, [...sources, ...origins]] : [name, sources],
      ),
    );
  }
  // Without connect-src the browser falls back to default-src; keep what that allowed. Without
  // either, connections are not restricted at all and there is nothing to add.
  const fallback = directives.find(([name]) => name === "default-src")?.[1];
  if (!fallback) return value;
  return cspToString([...directives, ["connect-src", [...fallback, ...origins]]]);
}
