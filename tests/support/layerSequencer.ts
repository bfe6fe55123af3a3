import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The order the layers' files start in one Vitest run (docs/testing.md). Vitest's own order is
 * the projects' names (build, e2e, emulator), which left the emulator layer's longest file, the
 * leads command's, running alone at the end of the run while the other worker had nothing left;
 * started before the browser layer, it runs beside it, and the run ends on short browser files.
 */
const LAYER_ORDER = ["unit", "build", "emulator", "e2e"];

/** A file's place in LAYER_ORDER; a layer not listed there goes last. */
const rank = (file: TestSpecification): number => {
  const place = LAYER_ORDER.indexOf(file.project.name);
  return place === -1 ? LAYER_ORDER.length : place;
};

/**
 * Vitest's sequencer (within a layer: the files that failed last time first, then the longest
 * last time, or the largest on a first run) with the layers in LAYER_ORDER.
 */
export default class LayerSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Array sorting is stable, so each layer keeps Vitest's order within it.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
