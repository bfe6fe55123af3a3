import type { i18n } from "i18next";

/** What every route's loader and head receive from the router (`createAppRouter`). */
export interface RouterContext {
  i18n: i18n;
}
