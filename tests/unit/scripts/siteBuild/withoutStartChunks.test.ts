import { describe, expect, it } from "vitest";
import { withoutStartChunks } from "../../../../scripts/siteBuild/withoutStartChunks";

const START = [
  "assets/index-D3P4MfO3.js",
  "assets/rolldown-runtime-XKyaHtl9.js",
  "assets/preload-helper-DygEbaNj.js",
  "assets/react-dom-YImVamDN.js",
  "assets/hydrateApp-CjnNndjW.js",
  "assets/hydrateApp-JIndfATy.css",
];
const LAZY = [
  "assets/mountToasts-DZSDMSCj.js",
  "assets/mountToasts-BqenaZcl.css",
  "assets/EnquirySection_OfficesSection-oQnT2r08.css",
  "assets/outbox-CYd-1sbz.js",
  "assets/page.service--UQ_PiG5.js",
];

describe("a lazy import's preload list", () => {
  it("leaves out the chunks every page has loaded before it, and keeps every other", () => {
    const deps = [...START, ...LAZY].sort();
    expect(
      withoutStartChunks("assets/sendEnquiry-B7o17s3G.js", deps, {
        hostId: "assets/EnquirySection_OfficesSection-n9AOMmsU.js",
        hostType: "js",
      }),
    ).toEqual([...LAZY].sort());
  });

  it("keeps a page's HTML lists whole", () => {
    expect(
      withoutStartChunks("assets/index-D3P4MfO3.js", START, {
        hostId: "index.html",
        hostType: "html",
      }),
    ).toEqual(START);
  });
});
