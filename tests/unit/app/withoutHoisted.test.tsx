import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { withoutHoisted } from "../../../src/app/withoutHoisted";

describe("withoutHoisted", () => {
  it("takes the image preload React writes before the app's HTML out of it, for the head", () => {
    const rendered = renderToString(
      <div id="app">
        <a href="/">
          <img src="/assets/logo-abc.svg" width={180} height={48} alt="Urja Engineering Works" />
        </a>
        <picture>
          <img src="/assets/photo-800.webp" alt="" />
        </picture>
      </div>,
    );
    // React's own behaviour, which this module exists for: a preload for the bare <img> only.
    expect(rendered).toMatch(/^<link rel="preload" as="image" href="\/assets\/logo-abc\.svg"\/>/);
    const { hoisted, html } = withoutHoisted(rendered);
    expect(hoisted).toBe('<link rel="preload" as="image" href="/assets/logo-abc.svg"/>');
    expect(html).toMatch(/^<div id="app"><a href="\/"><img src="\/assets\/logo-abc\.svg"/);
    expect(hoisted + html).toBe(rendered);
  });

  it("leaves HTML that starts with the app alone", () => {
    const rendered = renderToString(<main>text</main>);
    expect(withoutHoisted(rendered)).toEqual({ hoisted: "", html: rendered });
  });
});
