import { createStore, del, get, set, update, values } from "idb-keyval";
import type { LeadChannel } from "../leads/lead";
import type { QueuedLead } from "./queuedLead";

/** The outbox: one IndexedDB database of this origin, one object store of `QueuedLead`s by id. */
const store = createStore("outbox", "leads");

/** Adds a lead to the outbox. @throws DOMException when IndexedDB refuses (private mode, full) */
export function putQueuedLead(queued: QueuedLead): Promise<void> {
  return set(queued.id, queued, store);
}

/** The lead queued under `id`, or undefined when none is (never queued, or expired). */
export function getQueuedLead(id: string): Promise<QueuedLead | undefined> {
  return get<QueuedLead>(id, store);
}

/** Every lead in the outbox, delivered ones' records included. */
export function queuedLeads(): Promise<QueuedLead[]> {
  return values<QueuedLead>(store);
}

/** Thrown inside an update to leave the store as it is (idb-keyval would store `undefined`). */
class NotQueued extends Error {}

/**
 * Sets `channel`'s flag on the lead queued under `id` (nothing when there is none), in one
 * transaction; the lead is dropped once both flags are set.
 * @param reached false when the channel gave up on it (refused for good) rather than delivered it
 */
export async function markDelivered(
  id: string,
  channel: LeadChannel,
  reached = true,
): Promise<void> {
  try {
    await update<QueuedLead>(
      id,
      (queued) => {
        if (!queued) throw new NotQueued();
        const next = { ...queued, [channel]: true, reached: queued.reached || reached };
        if (!next.stored || !next.mailed) return next;
        const { lead: _lead, fields: _fields, ...record } = next;
        return record;
      },
      store,
    );
  } catch (error) {
    if (!(error instanceof NotQueued)) throw error;
  }
}

/** Removes the lead queued under `id`, delivered or not. */
export function removeQueuedLead(id: string): Promise<void> {
  return del(id, store);
}
