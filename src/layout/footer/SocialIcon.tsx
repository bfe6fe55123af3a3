import type { Footer } from "../../brand/schemas/footer";

type Network = Extract<Footer, { variant: "subscribe" }>["socials"][number]["network"];

/** Outline glyph of each network, drawn on a 24 × 24 grid in the text colour. */
const GLYPHS: Record<Network, string[]> = {
  facebook: [
    "M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4z",
    "M13 21v-8h2.5l.5-3h-3V8.5c0-.9.5-1.5 1.5-1.5H16V4.5",
    "M9.5 10h3.5",
  ],
  instagram: [
    "M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4z",
    "M12 8a4 4 0 1 1 0 8 4 4 0 0 1 0-8z",
    "M17.5 6.5v.01",
  ],
  linkedin: [
    "M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4z",
    "M8 10.5V17",
    "M8 7.5v.01",
    "M11.5 17v-6.5",
    "M11.5 13.5c0-1.8 1.1-3 2.7-3s2.3 1.1 2.3 2.9V17",
  ],
  whatsapp: [
    "M4 20l1.2-3.8A8.5 8.5 0 1 1 8 19z",
    "M9.2 8.3c-.3 2.9 3 6.6 6.3 6.4l.7-1.6-1.8-.9-.9.9c-1.2-.5-2.2-1.5-2.7-2.7l.9-.9-.9-1.8z",
  ],
};

/** A decorative icon for a social network; the link around it carries the accessible name. */
export function SocialIcon({ network }: { network: Network }) {
  return (
    <svg
      className="social-icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {GLYPHS[network].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
