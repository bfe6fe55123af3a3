import type { Manifest } from "../../src/brand/manifestSchema";
import type { Service } from "../../src/brand/schemas/services";

/** The directives a hosted service adds sources to. */
type ServiceDirective = "script-src" | "connect-src" | "frame-src";

/** What each hosted service needs from the browser, per directive. */
const SERVICE_SOURCES: Readonly<
  Record<Service, Readonly<Partial<Record<ServiceDirective, readonly string[]>>>>
> = {
  // firebase/firestore/lite talks REST to this host whatever the project.
  firestore: { "connect-src": ["https://firestore.googleapis.com"] },
  // @emailjs/browser posts to its API origin.
  emailjs: { "connect-src": ["https://api.emailjs.com"] },
  // Firebase App Check with reCAPTCHA Enterprise: Google's script and the code it loads, its
  // frames (the paths Google documents for a CSP, nothing else of those hosts), and App Check's
  // token exchange.
  appCheck: {
    "script-src": ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"],
    "frame-src": ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"],
    "connect-src": ["https://content-firebaseappcheck.googleapis.com"],
  },
};

/** The sources the brand's services add to `directive`. */
function serviceSources(manifest: Manifest, directive: ServiceDirective): string[] {
  return manifest.services.flatMap((service) => SERVICE_SOURCES[service][directive] ?? []);
}

/** A CSP as ordered directives: name → source list (empty for a directive without sources). */
type CspDirectives = ReadonlyArray<readonly [string, readonly string[]]>;

/** Sources the brand's pages frame: the footer's map embed, and its services' frames. */
function frameSources(manifest: Manifest): string[] {
  const footer = manifest.footer;
  return [
    ...(footer.variant === "company" && footer.map ? [new URL(footer.map.embedUrl).origin] : []),
    ...serviceSources(manifest, "frame-src"),
  ];
}

/** Origins the brand's pages call: its services, and its web-vitals endpoint when on another host. */
function connectOrigins(manifest: Manifest): string[] {
  const endpoint = manifest.webVitals?.endpoint;
  return [
    ...serviceSources(manifest, "connect-src"),
    ...(endpoint?.startsWith("https:") ? [new URL(endpoint).origin] : []),
  ];
}

/**
 * The brand's Content-Security-Policy: its own origin plus exactly what its manifest needs. No
 * inline script or eval anywhere (the prerendered pages load one module script; JSON-LD blocks are
 * data, not executed); scripts come from the site, and from reCAPTCHA's paths only for a brand
 * that lists `appCheck`; styles come from stylesheets only; images may be `data:` URIs because
 * Vite inlines small assets; the map embed and reCAPTCHA's frames are the only frames; nobody may
 * frame the site; the only worker is the site's service worker.
 */
export function cspDirectives(manifest: Manifest): CspDirectives {
  const frames = frameSources(manifest);
  return [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...new Set(serviceSources(manifest, "script-src"))]],
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
    // The site's own service worker (/sw.js), and no other worker.
    ["worker-src", ["'self'"]],
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
