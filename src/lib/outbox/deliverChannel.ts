import { getQueuedLead, markDelivered } from "./outboxStore";
import type { LeadChannel } from "./queuedLead";

/**
 * How long a delivery round waits for another sender of a channel (a page, a tab, the service
 * worker) to finish, in ms: long enough for a send that is getting through, so the round then
 * finds the lead delivered instead of leaving it for its next round.
 */
const BUSY_WAIT_MS = 10_000;

/** Another page, tab or worker of this site was sending this channel of the lead, and still is. */
export class ChannelBusyError extends Error {
  override name = "ChannelBusyError";
}

/**
 * Runs `send` for one channel of the lead queued under `id`, unless the outbox says that channel
 * has delivered it already, and records the delivery when `send` resolves. Every page, tab and
 * the service worker send a queued lead only through this, under one Web Lock per lead and
 * channel, so two of them never send the same channel at once and none sends it again after
 * one did: one document and one mail. A lead that is not in the outbox (IndexedDB refused it) is
 * sent all the same.
 * @param wait whether to wait for another sender of the channel to finish (the visitor's submit),
 *   or at most `BUSY_WAIT_MS` (a delivery round, which tries again later)
 * @throws ChannelBusyError when `wait` is false and another sender still holds the channel after
 *   `BUSY_WAIT_MS`
 * @throws what `send` throws; the channel then stays undelivered
 */
export async function deliverChannel(
  id: string,
  channel: LeadChannel,
  send: () => Promise<void>,
  wait: boolean,
): Promise<void> {
  const deliver = async () => {
    const queued = await getQueuedLead(id);
    if (queued?.[channel]) return;
    await send();
    if (queued) await markDelivered(id, channel);
  };
  const locks = globalThis.navigator?.locks;
  if (!locks) return deliver();
  const name = `outbox:${id}:${channel}`;
  if (wait) return locks.request(name, deliver);
  const signal = AbortSignal.timeout(BUSY_WAIT_MS);
  try {
    return await locks.request(name, { signal }, deliver);
  } catch (error) {
    if (signal.aborted && error === signal.reason) {
      throw new ChannelBusyError(`another sender holds the ${channel} channel`);
    }
    throw error;
  }
}
