/**
 * The name of a footer variant's or section type's component and its module:
 * (`company`, `Footer`) -> `CompanyFooter`, (`productHero`, `Section`) -> `ProductHeroSection`.
 */
export const componentName = (name: string, kind: "Footer" | "Section") =>
  `${name.charAt(0).toUpperCase()}${name.slice(1)}${kind}`;
