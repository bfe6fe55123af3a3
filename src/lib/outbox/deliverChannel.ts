import type { LeadChannel } from "../leads/lead";
import { getQueuedLead, markDelivered } from "./outboxStore";

/** The Web Lock every sender of one channel of one lead holds while it sends. */
const channelLock = (id: string, channel: LeadChannel) => `outbox:${id}:${channel}`;

/** No other page, tab or worker of this site was sending this channel of the lead just now. */
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
 * @param wait whether to wait for another sender of the channel to finish (the visitor's submit)
 *   or to give up at once (a delivery round, which tries again later)
 * @throws ChannelBusyError when `wait` is false and another sender holds the channel
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
  return locks.request(channelLock(id, channel), { ifAvailable: !wait }, (lock) => {
    if (!lock) throw new ChannelBusyError(`another sender holds the ${channel} channel`);
    return deliver();
  });
}

/**
 * Resolves once no page, tab or worker of this site holds the channel of the lead queued under
 * `id` (at once when none does, or where the browser has no Web Locks): a delivery round that
 * found it taken reads the outbox again then, rather than at its next round.
 */
export async function whenChannelFree(id: string, channel: LeadChannel): Promise<void> {
  await globalThis.navigator?.locks?.request(channelLock(id, channel), () => undefined);
}
