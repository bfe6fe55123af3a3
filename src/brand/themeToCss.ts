import type { Theme } from "./manifestSchema";

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * Turns a brand theme into a `:root` rule of CSS custom properties:
 * `colors.onPrimary` → `--color-on-primary`, `fonts.body` → `--font-body`, `radii.small` → `--radius-small`.
 * Components style themselves with these tokens only.
 */
export function themeToCss(theme: Theme): string {
  const lines = [
    ...Object.entries(theme.colors).map(([name, value]) => `--color-${kebab(name)}: ${value};`),
    ...Object.entries(theme.fonts).map(([name, value]) => `--font-${kebab(name)}: ${value};`),
    ...Object.entries(theme.radii).map(([name, value]) => `--radius-${kebab(name)}: ${value};`),
  ];
  return `:root {\n  ${lines.join("\n  ")}\n}\n`;
}
