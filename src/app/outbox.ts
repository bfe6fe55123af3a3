/**
 * The outbox's chunk (`loadOutboxChunk`): the IndexedDB outbox and how each form's lead is sent, as
 * one module, loaded on a form's first touch or when a page starts with a lead waiting, so none
 * of it is in a page's first load; a retry after a failed load fetches a single file afresh.
 */

import { createOutbox } from "../lib/outbox/createOutbox";
import { leadSenders, preloadLeadSenders } from "./leadSenders";

export const outbox = createOutbox(leadSenders, preloadLeadSenders);
