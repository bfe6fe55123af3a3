import { describe, expect, it } from "vitest";
import { parseCsp, withConnectSrc } from "../../../scripts/contentSecurityPolicy";

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
