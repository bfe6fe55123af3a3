import { afterPageShown } from "./afterPageShown";
import { yieldToMain } from "./yieldToMain";

// The prerendered page is shown first; the app loads and hydrates after it, in stages that each
// run in a task of their own (issue 14: no long task): evaluating react-dom, evaluating the app
// (router, copy, components, brand data), then hydrateApp()'s steps. Its stylesheets are linked
// in the HTML all the same (scripts/vitePluginFirstPaintCss.ts).
void afterPageShown()
  .then(() => import("react-dom/client"))
  .then(yieldToMain)
  .then(() => import("./hydrateApp"))
  .then(async ({ hydrateApp }) => {
    await yieldToMain();
    await hydrateApp();
  });
