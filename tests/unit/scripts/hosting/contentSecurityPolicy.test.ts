import { describe, expect, it } from "vitest";
import { loadBrand } from "../../../../scripts/brand/brandLoader";
import {
  cspDirectives,
  cspToString,
  parseCsp,
  withConnectSrc,
} from "../../../../scripts/hosting/contentSecurityPolicy";
import type { Manifest } from "../../../../src/brand/manifestSchema";
import { FIXTURE_BRANDS_DIR } from "../../../support/brands";

const { manifest: fixture } = await loadBrand("fixture", FIXTURE_BRANDS_DIR);
const directive = (manifest: Manifest, name: string) => new Map(cspDirectives(manifest)).get(name);

describe("cspDirectives (from the manifest)", () => {
  it("allows a brand with no services, embed or endpoint nothing beyond its own origin", () => {
    expect(fixture.services).toEqual([]);
    expect(directive(fixture, "connect-src")).toEqual(["'self'"]);
    expect(directive(fixture, "frame-src")).toEqual(["'none'"]);
  });

  it("allows workers from the site alone: its service worker", () => {
    expect(directive(fixture, "worker-src")).toEqual(["'self'"]);
  });

  it("adds each listed service's origin, once", () => {
    const manifest: Manifest = { ...fixture, services: ["emailjs", "firestore", "emailjs"] };
    expect(directive(manifest, "connect-src")).toEqual([
      "'self'",
      "https://api.emailjs.com",
      "https://firestore.googleapis.com",
    ]);
  });

  it("adds App Check's reCAPTCHA Enterprise script and frame paths and token host for a brand that lists it, and nothing without", () => {
    const without: Manifest = { ...fixture, services: ["firestore", "emailjs"] };
    const withAppCheck: Manifest = { ...fixture, services: ["firestore", "emailjs", "appCheck"] };
    expect(directive(without, "script-src")).toEqual(["'self'"]);
    expect(directive(without, "frame-src")).toEqual(["'none'"]);
    expect(cspToString(cspDirectives(without))).not.toMatch(/recaptcha|gstatic|appcheck/);
    expect(directive(withAppCheck, "script-src")).toEqual([
      "'self'",
      "https://www.google.com/recaptcha/",
      "https://www.gstatic.com/recaptcha/",
    ]);
    expect(directive(withAppCheck, "frame-src")).toEqual([
      "https://www.google.com/recaptcha/",
      "https://recaptcha.google.com/recaptcha/",
    ]);
    expect(directive(withAppCheck, "connect-src")).toEqual([
      "'self'",
      "https://firestore.googleapis.com",
      "https://api.emailjs.com",
      "https://content-firebaseappcheck.googleapis.com",
    ]);
    // Everything else is the same policy.
    const others = (manifest: Manifest) =>
      cspDirectives(manifest).filter(
        ([name]) => !["script-src", "frame-src", "connect-src"].includes(name),
      );
    expect(others(withAppCheck)).toEqual(others(without));
  });

  it("adds an off-site web-vitals endpoint's origin, and nothing for a path on the site", () => {
    const offSite = { ...fixture, webVitals: { endpoint: "https://rum.example/v1/collect" } };
    expect(directive(offSite, "connect-src")).toEqual(["'self'", "https://rum.example"]);
    const onSite = { ...fixture, webVitals: { endpoint: "/vitals" } };
    expect(directive(onSite, "connect-src")).toEqual(["'self'"]);
  });

  it("frames only the footer's map embed origin", () => {
    const manifest: Manifest = {
      ...fixture,
      footer: { variant: "company", map: { embedUrl: "https://maps.example/embed?q=x" } },
    };
    expect(directive(manifest, "frame-src")).toEqual(["https://maps.example"]);
  });

  it("round-trips through the header text", () => {
    expect(parseCsp(cspToString(cspDirectives(fixture)))).toEqual(cspDirectives(fixture));
  });
});

const POLICY =
  "default-src 'self'; connect-src 'self' https://firestore.googleapis.com; frame-ancestors 'none'";

describe("withConnectSrc (local stacks)", () => {
  it("adds exactly the loopback origins to connect-src and leaves the rest alone", () => {
    const value = withConnectSrc(POLICY, ["http://127.0.0.1:8085", "http://localhost:9099"]);
    expect(parseCsp(value)).toEqual([
      ["default-src", ["'self'"]],
      [
        "connect-src",
        [
          "'self'",
          "https://firestore.googleapis.com",
          "http://127.0.0.1:8085",
          "http://localhost:9099",
        ],
      ],
      ["frame-ancestors", ["'none'"]],
    ]);
  });

  it("keeps the policy as it is when there is nothing to add", () => {
    expect(withConnectSrc(POLICY, [])).toBe(POLICY);
  });

  it("starts connect-src from default-src when the policy has none", () => {
    const value = withConnectSrc("default-src 'self'", ["http://127.0.0.1:1234"]);
    expect(parseCsp(value)).toContainEqual(["connect-src", ["'self'", "http://127.0.0.1:1234"]]);
  });

  it.each([
    "https://evil.example",
    "http://10.0.0.2:8080",
    "http://127.0.0.1",
    "http://127.0.0.1:8080/path",
    "*",
  ])("refuses %s, which is not a loopback origin", (origin) => {
    expect(() => withConnectSrc(POLICY, [origin])).toThrow(/loopback origins/);
  });
});

describe("parseCsp", () => {
  it("refuses a policy that names a directive twice", () => {
    expect(() => parseCsp("img-src 'self'; img-src data:")).toThrow(/img-src appears twice/);
  });
});
