import path from "node:path";
import type { Rolldown } from "vite";
import { repoRoot } from "./repoRoot.ts";

/** Our own modules (not node_modules). */
const SOURCE_DIR = path.join(repoRoot, "src") + path.sep;
/** react-dom and what it imports: the first chunk every page evaluates, on its own. */
const REACT_DOM = /[\\/]node_modules[\\/](react-dom|react|scheduler)[\\/]/;

/** Above this size in bytes a module shared by lazily loaded chunks keeps a chunk of its own. */
const SMALL_MODULE = 2048;

/**
 * The client build's chunk groups (`build.rolldownOptions.output.codeSplitting.groups`):
 * react-dom in a chunk of its own, and in the app's chunk (the one holding src/hydrateApp.tsx)
 * everything the app module imports statically (router, i18next, the chrome) plus our small
 * modules that several lazily loaded chunks share (a section's frame, the copy hooks) and that
 * import nothing beyond the app (each decided once, as Rolldown asks). Without them Rolldown
 * splits out each module that a section or page chunk shares with the app or with another
 * section (the router's Link, react-i18next, the JSX runtime), one more request apiece on every
 * first load, each compressed on its own (issue 14: engineering /about 117.7 -> 114.3 KB).
 * @param appModule the app's module, relative to the root (`src/hydrateApp.tsx`), which every
 *   page loads after react-dom
 * @param entryModule the client's entry, relative to the root; its static imports stay in the
 *   entry chunk
 */
export function appChunkGroups(
  appModule: string,
  entryModule: string,
): Rolldown.CodeSplittingGroup[] {
  const staticImports = (
    ctx: Rolldown.ChunkingContext,
    from: string,
    skip: (id: string) => boolean,
  ) => {
    const found = new Set<string>();
    const pending = [from];
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      if (found.has(id) || skip(id)) continue;
      found.add(id);
      pending.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
    }
    return found;
  };
  let graph: { entry: Set<string>; app: Set<string> } | undefined;
  // Whether each module asked about so far goes to the app's chunk.
  const decided = new Map<string, boolean>();
  const inApp = (ctx: Rolldown.ChunkingContext, id: string): boolean => {
    graph ??= (() => {
      const entry = staticImports(ctx, path.join(repoRoot, entryModule), () => false);
      const app = staticImports(
        ctx,
        path.join(repoRoot, appModule),
        (id) => REACT_DOM.test(id) || entry.has(id),
      );
      return { entry, app };
    })();
    if (graph.app.has(id)) return true;
    const known = decided.get(id);
    if (known !== undefined) return known;
    decided.set(id, false); // an import cycle does not qualify
    const info = ctx.getModuleInfo(id);
    const small =
      info !== null &&
      !graph.entry.has(id) &&
      id.startsWith(SOURCE_DIR) &&
      info.dynamicImporters.length === 0 &&
      info.importers.length >= 2 &&
      (info.code?.length ?? Number.POSITIVE_INFINITY) <= SMALL_MODULE &&
      info.importedIds.every((imported) => REACT_DOM.test(imported) || inApp(ctx, imported));
    decided.set(id, small);
    return small;
  };
  return [
    // Named after the library, not `client` (react-dom/client), a word brand files use too.
    { name: "react-dom", test: REACT_DOM, priority: 2 },
    {
      name: (id, ctx) => (inApp(ctx, id) ? "hydrateApp" : null),
      priority: 1,
      debugName: "app",
      // The app's modules without react-dom and the entry's: those stay where they are.
      includeDependenciesRecursively: false,
    },
  ];
}
