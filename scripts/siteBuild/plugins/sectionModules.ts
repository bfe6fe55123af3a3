/**
 * The sources of the section types' virtual modules (`virtual:brand-sections`,
 * `virtual:brand-section-group/<components>`) and their ids.
 */
import { access } from "node:fs/promises";
import path from "node:path";
import { type Section, sectionSchema } from "../../../src/sections/registry.ts";
import type { LoadedBrand } from "../../brand/brandLoader.ts";
import { componentName } from "./componentName.ts";
import { resolved } from "./resolvedId.ts";
import { sectionGroups } from "./sectionGroups.ts";

export const SECTIONS_ID = "virtual:brand-sections";
/** Where each section type's component lives: `<dir>/<type>/<Type>Section.tsx`, exporting `<Type>Section`. */
const SECTIONS_DIR = "src/sections";
/**
 * `virtual:brand-section-group/<Type>Section_<Type>Section`: the components of section types that
 * share one chunk (`sectionGroups`), re-exported; the chunk is named after them
 * (`sectionChunkTypes` reads it).
 */
export const SECTION_GROUP_PREFIX = "virtual:brand-section-group/";

/**
 * Each registered section type's component module, as an absolute file path
 * (`<root>/src/sections/<type>/<Type>Section.tsx`), with its type: the modules
 * `virtual:brand-sections` loads, and so the facades of the section types' chunks.
 * @param root the project root
 */
export function sectionComponentFiles(root: string): ReadonlyMap<string, Section["type"]> {
  return new Map(
    sectionSchema.options.map((option) => {
      const type = option.shape.type.value;
      return [path.join(root, SECTIONS_DIR, type, `${componentName(type, "Section")}.tsx`), type];
    }),
  );
}

/**
 * The id of the module holding the components of `types`, which share one chunk:
 * `virtual:brand-section-group/EnquirySection_OfficesSection`.
 */
const sectionGroupId = (types: readonly Section["type"][]) =>
  `${SECTION_GROUP_PREFIX}${types.map((type) => componentName(type, "Section")).join("_")}`;

/**
 * The build's `virtual:brand-section-group/…` modules (resolved ids), each with the section
 * types whose components it holds: one per group of `sectionGroups` over the brand's pages.
 */
export function sectionGroupModules(brand: LoadedBrand): ReadonlyMap<string, Section["type"][]> {
  return new Map(
    sectionGroups(brand.manifest.pages).map((types) => [resolved(sectionGroupId(types)), types]),
  );
}

/**
 * The section types whose components the module `moduleId` (a file path or a resolved id)
 * holds: a type's own component module gives that type, one of `groups` (`sectionGroupModules`)
 * each of its types, any other module none.
 * @param root the project root
 */
export function sectionTypesOf(
  root: string,
  groups: ReadonlyMap<string, Section["type"][]>,
): (moduleId: string) => readonly Section["type"][] {
  const files = sectionComponentFiles(root);
  return (moduleId) => {
    const own = files.get(moduleId);
    return own === undefined ? (groups.get(moduleId) ?? []) : [own];
  };
}

/**
 * The section types whose components a built chunk holds, read from its file name, which
 * Rolldown takes from its module (what the build tests find chunks by): `HeroSection-1a2b.js` → `hero`,
 * `EnquirySection_OfficesSection-1a2b.js` → `enquiry`, `offices`; none for any other file.
 */
export function sectionChunkTypes(fileName: string): string[] {
  const names = /^((?:[A-Z][A-Za-z]*Section_)*[A-Z][A-Za-z]*Section)-[\w-]+\.js$/.exec(
    fileName,
  )?.[1];
  return (names?.split("_") ?? []).map(
    (name) => `${name.charAt(0).toLowerCase()}${name.slice(1, -"Section".length)}`,
  );
}

/**
 * The source of a `virtual:brand-section-group/…` module: the component of each of `types`,
 * re-exported from its module.
 * @param root the project root
 */
export function sectionGroupModule(root: string, types: readonly Section["type"][]): string {
  const files = new Map([...sectionComponentFiles(root)].map(([file, type]) => [type, file]));
  return types
    .map(
      (type) =>
        `export { ${componentName(type, "Section")} } from ${JSON.stringify(files.get(type))};`,
    )
    .join("\n");
}

/**
 * The source of `virtual:brand-sections`: for each registered section type `keeps`, a slot
 * whose loader imports its component (`SectionSlot`): from its own module, one chunk per type,
 * or, for the types of one of `groups`, from their group's module, one chunk per group; the
 * other types have none, so their components (and what only they import) never enter the module
 * graph.
 * @param root the project root
 * @param groups the modules of section types whose components share one chunk
 *   (`sectionGroupModules`)
 * @throws Error when a kept type has no component module where the convention puts it
 */
export async function sectionsModule(
  root: string,
  keeps: (type: Section["type"]) => boolean,
  groups: ReadonlyMap<string, Section["type"][]>,
): Promise<string> {
  // The unresolved id, as the slot's import names it.
  const groupOf = new Map(
    [...groups.values()].flatMap((types) =>
      types.map((type) => [type, sectionGroupId(types)] as const),
    ),
  );
  const slots: string[] = [];
  for (const [file, type] of sectionComponentFiles(root)) {
    if (!keeps(type)) continue;
    const name = componentName(type, "Section");
    await access(file).catch(() => {
      throw new Error(
        `Section type '${type}' (src/sections/registry.ts) has no component: expected ${path.relative(root, file)} exporting ${name}`,
      );
    });
    slots.push(
      `${JSON.stringify(type)}: {load: () => import(${JSON.stringify(groupOf.get(type) ?? file)}).then((module) => module.${name})}`,
    );
  }
  return `export const sectionSlots = {${slots.join(", ")}};`;
}
