import path from "node:path";
import type { Rolldown } from "vite";
import { repoRoot } from "./repoRoot.ts";

/** Our own modules (not node_modules). */
const SOURCE_DIR = path.join(repoRoot, "src") + path.sep;
/** react-dom and what it imports: the first chunk every page evaluates, on its own. */
const REACT_DOM = /[\\/]node_modules[\\/](react-dom|react|scheduler)[\\/]/;

/** Above this size in bytes a module shared by lazily loaded chunks keeps a chunk of its own. */
const SMALL_MODULE = 2048;

/** A stylesheet: Vite extracts it into a CSS file, so importing one binds no script chunk. */
const STYLESHEET = /\.css(\?|$)/;

/**
 * The client build's chunk groups (`build.rolldownOptions.output.codeSplitting.groups`):
 * react-dom in a chunk of its own, and in the app's chunk (the one holding src/hydrateApp.tsx)
 * everything the app module imports statically (router, i18next, the chrome) plus our small
 * modules that lazily loaded chunks share (a section's frame, the copy hooks, the responsive
 * image) with what only they import, as long as they import nothing else beyond the app. Without
 * them Rolldown splits out each module that a section or page chunk shares with the app or with
 * another section (the router's Link, react-i18next, the JSX runtime), one more request apiece on
 * every first load, each compressed on its own (issue 14: engineering /about 117.7 -> 114.3 KB).
 * @param appModule the app's module, relative to the root (`src/hydrateApp.tsx`), which every
 *   page loads after react-dom
 * @param entryModule the client's entry, relative to the root; its static imports stay in the
 *   entry chunk
 */
export function appChunkGroups(
  appModule: string,
  entryModule: string,
): Rolldown.CodeSplittingGroup[] {
  const reached = (
    ctx: Rolldown.ChunkingContext,
    from: string,
    next: (info: Rolldown.ModuleInfo) => readonly string[],
    skip: (id: string) => boolean,
  ) => {
    const found = new Set<string>();
    const pending = [from];
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      if (found.has(id) || skip(id)) continue;
      found.add(id);
      const info = ctx.getModuleInfo(id);
      if (info) pending.push(...next(info));
    }
    return found;
  };
  // Computed once, when Rolldown first asks: the module graph is complete by then.
  let app: Set<string> | undefined;
  const appModules = (ctx: Rolldown.ChunkingContext): Set<string> => {
    const entry = reached(
      ctx,
      path.join(repoRoot, entryModule),
      (info) => info.importedIds,
      () => false,
    );
    const appPath = path.join(repoRoot, appModule);
    const statics = reached(
      ctx,
      appPath,
      (info) => info.importedIds,
      (id) => REACT_DOM.test(id) || entry.has(id),
    );
    // Small modules of ours that lazily loaded chunks import statically: each stays a candidate
    // while it is shared (two importers or more) or imported by candidates and the app alone, and
    // imports nothing but the app, candidates, react-dom and stylesheets. Dropping one can drop
    // others, so repeat until none drops (import cycles and a shared module's own helpers stay).
    const candidates = new Set(
      [
        ...reached(
          ctx,
          appPath,
          (info) => [...info.importedIds, ...info.dynamicallyImportedIds],
          () => false,
        ),
      ].filter((id) => {
        const info = ctx.getModuleInfo(id);
        return (
          info !== null &&
          !statics.has(id) &&
          !entry.has(id) &&
          id.startsWith(SOURCE_DIR) &&
          !STYLESHEET.test(id) &&
          info.dynamicImporters.length === 0 &&
          (info.code?.length ?? Number.POSITIVE_INFINITY) <= SMALL_MODULE
        );
      }),
    );
    const inApp = (id: string) => statics.has(id) || candidates.has(id);
    for (let dropped = true; dropped; ) {
      dropped = false;
      for (const id of candidates) {
        const info = ctx.getModuleInfo(id);
        const stays =
          info !== null &&
          (info.importers.length >= 2 || info.importers.every(inApp)) &&
          info.importedIds.every(
            (imported) => REACT_DOM.test(imported) || STYLESHEET.test(imported) || inApp(imported),
          );
        if (!stays) {
          candidates.delete(id);
          dropped = true;
        }
      }
    }
    return new Set([...statics, ...candidates]);
  };
  return [
    // Named after the library, not `client` (react-dom/client), a word brand files use too.
    { name: "react-dom", test: REACT_DOM, priority: 2 },
    {
      name: (id, ctx) => {
        app ??= appModules(ctx);
        return app.has(id) ? "hydrateApp" : null;
      },
      priority: 1,
      debugName: "app",
      // The app's modules without react-dom and the entry's: those stay where they are.
      includeDependenciesRecursively: false,
    },
  ];
}
