import path from "node:path";
import type { Rolldown } from "vite";
import { repoRoot } from "../lib/repoRoot.ts";

/** Our own modules (not node_modules). */
const SOURCE_DIR = path.join(repoRoot, "src") + path.sep;
/** react-dom and what it imports: the first chunk every page evaluates, on its own. */
const REACT_DOM = /[\\/]node_modules[\\/](react-dom|react|scheduler)[\\/]/;

/** The chunk react-dom and what it imports make. */
export const REACT_DOM_CHUNK = "react-dom";
/** The app's chunk: the module the entry imports once the page is shown, and what it holds. */
export const APP_CHUNK = "hydrateApp";

/** Above this size in bytes a module shared by lazily loaded chunks keeps a chunk of its own. */
const SMALL_MODULE = 2048;

/**
 * The router's head tags, which only the app's first navigation loads (src/layout/head/): the
 * app reaches their modules through the package's index, which re-exports everything, so without
 * this they would join the app's chunk though only that lazy chunk uses them.
 */
const HEAD_TAGS =
  /[\\/]@tanstack[\\/]react-router[\\/]dist[\\/]esm[\\/](HeadContent|Asset|headContentUtils)\.js$/;

/** A stylesheet: Vite extracts it into a CSS file, so importing one binds no script chunk. */
const STYLESHEET = /\.css(\?|$)/;

/**
 * The client build's chunk groups (`build.rolldownOptions.output.codeSplitting.groups`):
 * react-dom in a chunk of its own, and in the app's chunk (the one holding src/app/hydrateApp.tsx)
 * everything the app module imports statically (router, i18next, the chrome) plus our small
 * modules that several lazily loaded chunks share (a section's frame, the copy hooks, the
 * responsive image) and that would otherwise be a chunk of their own. Without them Rolldown
 * splits out each module that a section or page chunk shares with the app or with another
 * section (the router's Link, react-i18next, the JSX runtime), one more request apiece on every
 * first load, each compressed on its own (engineering /about: 117.7 -> 114.3 KB).
 * @param appModule the app's module, relative to the root (`src/app/hydrateApp.tsx`), which every
 *   page loads after react-dom
 * @param entryModule the client's entry, relative to the root; its static imports stay in the
 *   entry chunk
 */
export function appChunkGroups(
  appModule: string,
  entryModule: string,
): Rolldown.CodeSplittingGroup[] {
  // Computed once, when Rolldown first asks: the module graph is complete by then.
  let app: Set<string> | undefined;
  return [
    // Named after the library, not `client` (react-dom/client), a word brand files use too.
    { name: REACT_DOM_CHUNK, test: REACT_DOM, priority: 2 },
    {
      name: (id, ctx) => {
        app ??= appModules(ctx, path.join(repoRoot, appModule), path.join(repoRoot, entryModule));
        return app.has(id) && !HEAD_TAGS.test(id) ? APP_CHUNK : null;
      },
      priority: 1,
      debugName: "app",
      // The app's modules without react-dom and the entry's: those stay where they are.
      includeDependenciesRecursively: false,
    },
  ];
}

/** The modules reached from `from` through static imports, short of those `skip` names. */
function staticallyReached(
  ctx: Rolldown.ChunkingContext,
  from: string,
  skip: (id: string) => boolean,
): Set<string> {
  const found = new Set<string>();
  const pending = [from];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id) || skip(id)) continue;
    found.add(id);
    pending.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

/**
 * The modules of the app's chunk: the app module's static imports (without react-dom and the
 * entry's), and each small module of ours that two or more lazily loaded chunks import
 * statically (Rolldown would give it a chunk of its own, keyed by the set of lazy chunks that
 * reach it) unless a module too large or importing beyond the app has that same set, so the
 * chunk is loaded anyway (the sliders' shared helpers, say, which only the home page loads). A
 * small module stays only while all it imports is in the app's chunk (stylesheets and react-dom
 * aside); dropping one can drop others, so the check repeats until none drops.
 */
function appModules(ctx: Rolldown.ChunkingContext, appPath: string, entryPath: string) {
  const entry = staticallyReached(ctx, entryPath, () => false);
  const statics = staticallyReached(ctx, appPath, (id) => REACT_DOM.test(id) || entry.has(id));
  // Which lazily loaded chunks (dynamic imports beyond the app's module) reach each module.
  const lazyChunks = new Map<string, Set<string>>();
  const seen = staticallyReached(ctx, appPath, () => false);
  const pending = [...seen];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    for (const imported of ctx.getModuleInfo(id)?.dynamicallyImportedIds ?? []) {
      for (const reached of staticallyReached(ctx, imported, () => false)) {
        if (!seen.has(reached)) {
          seen.add(reached);
          pending.push(reached);
        }
        if (reached === imported || !statics.has(reached)) {
          const reachedBy = lazyChunks.get(reached) ?? new Set<string>();
          reachedBy.add(imported);
          lazyChunks.set(reached, reachedBy);
        }
      }
    }
  }
  const key = (id: string) => [...(lazyChunks.get(id) ?? [])].sort().join("\n");
  const isCandidate = (id: string) => {
    const info = ctx.getModuleInfo(id);
    return (
      info !== null &&
      !statics.has(id) &&
      !entry.has(id) &&
      id.startsWith(SOURCE_DIR) &&
      !STYLESHEET.test(id) &&
      info.dynamicImporters.length === 0 &&
      (lazyChunks.get(id)?.size ?? 0) >= 2 &&
      (info.code?.length ?? Number.POSITIVE_INFINITY) <= SMALL_MODULE
    );
  };
  const candidates = new Set([...lazyChunks.keys()].filter(isCandidate));
  const inApp = (id: string) => statics.has(id) || candidates.has(id);
  for (let dropped = true; dropped; ) {
    dropped = false;
    // The sets of lazy chunks whose shared chunk Rolldown builds anyway (react-dom and the
    // entry's modules have chunks of their own, keyed by no such set).
    const builtAnyway = new Set(
      [...lazyChunks.keys()]
        .filter(
          (id) =>
            !inApp(id) &&
            !REACT_DOM.test(id) &&
            !entry.has(id) &&
            !STYLESHEET.test(id) &&
            (lazyChunks.get(id)?.size ?? 0) >= 2,
        )
        .map(key),
    );
    for (const id of candidates) {
      const stays =
        !builtAnyway.has(key(id)) &&
        (ctx.getModuleInfo(id)?.importedIds ?? []).every(
          (imported) => REACT_DOM.test(imported) || STYLESHEET.test(imported) || inApp(imported),
        );
      if (!stays) {
        candidates.delete(id);
        dropped = true;
      }
    }
  }
  return new Set([...statics, ...candidates]);
}
