import type { Page } from "playwright-core";

/** The DOM's nodeType of a text node. */
const TEXT_NODE = 3;

/** One font Chromium drew a node's text in (CDP's CSS.PlatformFontUsage, the fields read here). */
export interface PlatformFont {
  familyName: string;
  /** Whether it is a web font (an @font-face), not one of the system's. */
  isCustomFont: boolean;
  glyphCount: number;
}

/** One element's own text as drawn, and the fonts Chromium drew it in. */
export interface TextFonts {
  /** The element's HTML, cut to 120 characters. */
  html: string;
  /** Its own text (its text nodes, not its children's), trimmed. */
  text: string;
  /** What CDP's CSS.getPlatformFontsForNode reports: each font and whether it is a web font. */
  fonts: PlatformFont[];
}

/**
 * The fonts Chromium drew each visible text of the page's own language in (CDP's
 * CSS.getPlatformFontsForNode), per element with such text: a text marked with another language
 * (the language switch's `हिन्दी` on an English page) is not the page's to draw, and a 1 px
 * visually hidden label is for screen readers; text not drawn at all (a video's fallback) is left
 * out. With `pattern`, only elements whose own text
 * matches it (`/[\u0900-\u097F]/`: Devanagari); with `lang`, the text marked with that language
 * instead of the page's (`hi`: the switch's `हिन्दी` on an English page).
 */
export async function textFonts(page: Page, pattern?: RegExp, lang?: string): Promise<TextFonts[]> {
  await page.evaluate(
    ({ source, flags, wantedLang }) => {
      const wanted = source === undefined ? undefined : new RegExp(source, flags);
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        const parent = walker.currentNode.parentElement;
        const text = walker.currentNode.textContent?.trim() ?? "";
        const lang = parent?.closest("[lang]")?.getAttribute("lang");
        if (
          parent &&
          lang === (wantedLang ?? document.documentElement.lang) &&
          text &&
          (wanted === undefined || wanted.test(text)) &&
          parent.checkVisibility() &&
          parent.getBoundingClientRect().width > 1
        ) {
          parent.setAttribute("data-font-check", "");
        }
      }
    },
    { source: pattern?.source, flags: pattern?.flags, wantedLang: lang },
  );
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
    const { nodeIds } = await cdp.send("DOM.querySelectorAll", {
      nodeId: root.nodeId,
      selector: "[data-font-check]",
    });
    // Asked all at once: the protocol answers in order, without a round trip per question.
    const answers = await Promise.all(
      nodeIds.map((nodeId) =>
        Promise.all([
          cdp.send("CSS.getPlatformFontsForNode", { nodeId }),
          cdp.send("DOM.getOuterHTML", { nodeId }),
          cdp.send("DOM.describeNode", { nodeId, depth: 1 }),
        ]),
      ),
    );
    // Text that is not drawn (a video's fallback) has no fonts.
    return answers.flatMap(([{ fonts }, { outerHTML }, { node }]) => {
      const text = (node.children ?? [])
        .filter((child) => child.nodeType === TEXT_NODE)
        .map((child) => child.nodeValue)
        .join("")
        .trim();
      return fonts.length > 0 ? [{ html: outerHTML.slice(0, 120), text, fonts }] : [];
    });
  } finally {
    await cdp.detach();
  }
}
