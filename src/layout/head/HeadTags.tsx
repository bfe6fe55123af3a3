import { type ComponentType, useLayoutEffect, useState, useSyncExternalStore } from "react";
import { lazyModule } from "../../lib/lazyModule/lazyModule";
import headContentUrl from "./headContent?chunk-url";

const loadHeadContent = lazyModule(
  () => import("./headContent"),
  headContentUrl,
  "loading the head tags",
);

/** The router's `<HeadContent />` once `mountHeadTags` has loaded it, for every `HeadTags`. */
let loaded: ComponentType | undefined;
const listeners = new Set<() => void>();
/** Called by the `HeadTags` that first renders the loaded component, once it is in the page. */
let onMounted: (() => void) | undefined;
/** Whether the prerendered page's own head tags have given way to the mounted ones. */
let prerenderedDropped = false;
let mounting: Promise<void> | undefined;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The route's head tags (title, description, canonical and alternate links, social tags), which
 * React 19 hoists into `<head>`: nothing until `mountHeadTags` has run, then the router's
 * `<HeadContent />`. Hydration renders nothing here and leaves the prerendered head as it is;
 * mounted later, while the route is still the prerendered page's, `<HeadContent />` renders
 * those same tags afresh (React adopts a prerendered head tag only while hydrating), the
 * prerendered ones they stand for give way (`dropReplacedTags`), and a navigation then swaps
 * them.
 */
export function HeadTags() {
  const HeadContent = useSyncExternalStore(
    subscribe,
    () => loaded,
    () => undefined,
  );
  return HeadContent ? <MountedHeadTags HeadContent={HeadContent} /> : null;
}

function MountedHeadTags({ HeadContent }: { HeadContent: ComponentType }) {
  // The head as it was before these tags were added (rendering comes before the commit).
  const [before] = useState(() => [...document.head.children]);
  useLayoutEffect(() => {
    if (!prerenderedDropped) {
      prerenderedDropped = true;
      dropReplacedTags(before);
    }
    onMounted?.();
  }, [before]);
  return <HeadContent />;
}

/**
 * What a head tag is about: a `<title>`, the name (or property) a `<meta>` gives, the language of
 * a canonical or alternate `<link>` (what a route's head has, src/router/routeHead.ts); null for
 * anything else.
 */
function headTagSlot(element: Element): string | null {
  switch (element.localName) {
    case "title":
      return "title";
    case "meta": {
      const name = element.getAttribute("name") ?? element.getAttribute("property");
      return name === null ? null : `meta ${name}`;
    }
    case "link": {
      const rel = element.getAttribute("rel");
      return rel === "canonical" || rel === "alternate"
        ? `link ${rel} ${element.getAttribute("hreflang")}`
        : null;
    }
    default:
      return null;
  }
}

/**
 * Removes each of `before` (the prerendered head) that a tag added since stands for: the same
 * slot (`headTagSlot`), as a navigation would have updated it. Tags of the prerender alone (the
 * favicon, the stylesheets, the site-wide JSON-LD) stay.
 */
function dropReplacedTags(before: readonly Element[]): void {
  const kept = new Set(before);
  const added = new Set(
    [...document.head.children]
      .filter((element) => !kept.has(element))
      .map(headTagSlot)
      .filter((slot) => slot !== null),
  );
  for (const element of before) {
    const slot = headTagSlot(element);
    if (slot !== null && added.has(slot)) element.remove();
  }
}

/**
 * Starts loading the head tags' chunk without showing them (a link's intent preloads the route),
 * so the navigation that follows need not wait for it; a failure is left for `mountHeadTags`.
 */
export function preloadHeadTags(): void {
  loadHeadContent().catch(() => undefined);
}

/**
 * Loads the router's `<HeadContent />` once and renders it in every `HeadTags`; resolves once it
 * is in the page (at once when no `HeadTags` is rendered). The app awaits it before it shows an
 * address other than the prerendered page's, so the tags stand for the prerendered page's before
 * the route changes them.
 * A failed or stalled load (`lazyModule`) is retried on the next call.
 * @throws the import's error, or a TimeoutError, when the chunk cannot be loaded
 */
export function mountHeadTags(): Promise<void> {
  if (mounting) return mounting;
  const started = loadHeadContent().then(
    ({ HeadContent }) =>
      new Promise<void>((resolve) => {
        onMounted = resolve;
        loaded = HeadContent;
        if (listeners.size === 0) resolve();
        for (const listener of listeners) listener();
      }),
  );
  mounting = started;
  started.catch(() => {
    if (mounting === started) mounting = undefined;
  });
  return started;
}
