import type { i18n } from "i18next";

/**
 * What the router hands every route's loader and `head()` (as `match.context`): the copy strings'
 * i18next instance, created before the router so a route's head can read its copy.
 */
export interface RouterContext {
  i18n: i18n;
}
