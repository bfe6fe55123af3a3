/**
 * The kinds of lead the outbox holds (`QueuedLead.kind`): an enquiry or order (written and
 * mailed), and a subscription (written). Here, below the forms and the outbox's chunk alike, so
 * that naming a kind ties neither to the other's code.
 */
export const LEAD_KINDS = { enquiry: "enquiry", subscription: "subscribe" } as const;
