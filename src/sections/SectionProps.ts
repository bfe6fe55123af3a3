import type { HeadingLevel } from "./HeadingLevel";

/** What every section component receives: its section from the manifest, and its heading level. */
export interface SectionProps<Data> {
  section: Data;
  headingLevel: HeadingLevel;
}
