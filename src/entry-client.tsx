import { afterFirstPaint } from "./afterFirstPaint";

// The prerendered page paints first; the app (React, router, copy) loads and hydrates after it.
// Its stylesheets are linked in the HTML all the same (scripts/vitePluginFirstPaintCss.ts).
void afterFirstPaint().then(() => import("./hydrateApp"));
