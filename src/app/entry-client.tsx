import { afterPageShown } from "./afterPageShown";
import { appModuleUrls, preloadModules } from "./preloadModules";
import { yieldToMain } from "./yieldToMain";

// The prerendered page is shown first; the app loads and hydrates after it, in stages that each
// run in a task of their own (no long task): evaluating react-dom, evaluating the app
// (router, copy, components, brand data), then hydrateApp()'s steps. Its stylesheets are linked
// in the HTML all the same (scripts/siteBuild/plugins/vitePluginFirstPaintCss.ts). Every script those stages will
// import (react-dom, the app chunk, the route's page and section chunks) is asked for at once
// when the page is shown, so they wait on no chain of requests and none of them competes with
// the page's stylesheet, fonts and images before the first paint.
void afterPageShown()
  .then(() => {
    preloadModules(appModuleUrls());
    return import("react-dom/client");
  })
  .then(yieldToMain)
  .then(() => import("./hydrateApp"))
  .then(async ({ hydrateApp }) => {
    await yieldToMain();
    await hydrateApp();
  });
