import { deliverChannel } from "./deliverChannel";
import { whenDelivered } from "./leadDelivered";
import type { SendersFor } from "./leadSenders";
import type { Outbox } from "./outbox";
import { removeQueuedLead } from "./outboxStore";
import { queueLead } from "./queueLead";
import { watchOutbox } from "./watchOutbox";

/**
 * The outbox, sending each kind of lead as `sendersFor` says.
 * @param preload starts loading what the senders need (their SDKs)
 */
export function createOutbox(sendersFor: SendersFor, preload: () => void): Outbox {
  return {
    preload,
    queueLead,
    deliverChannel,
    removeQueuedLead,
    whenDelivered,
    sendersFor,
    watch: () => watchOutbox(sendersFor),
  };
}
