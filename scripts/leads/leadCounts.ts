import {
  ENQUIRY_COLLECTION,
  type FormCollection,
  LEAD_COLLECTIONS,
  SUBSCRIBERS_COLLECTION,
} from "../../src/lib/leads/leadStore";
import type { Lead } from "./lead";

/** How many documents of each collection (found, deleted). */
export type LeadCounts = Partial<Record<FormCollection, number>>;

/** The counts of `leads` by collection. */
export function countByCollection(leads: readonly Lead[]): LeadCounts {
  const counts: LeadCounts = {};
  for (const { collection } of leads) counts[collection] = (counts[collection] ?? 0) + 1;
  return counts;
}

const NAMES: Record<FormCollection, [one: string, many: string]> = {
  [ENQUIRY_COLLECTION]: ["enquiry or order", "enquiries or orders"],
  [SUBSCRIBERS_COLLECTION]: ["subscription", "subscriptions"],
};

/** The sum of `counts`. */
export const totalCount = (counts: LeadCounts): number =>
  Object.values(counts).reduce((sum, count) => sum + count, 0);

/** `2 enquiries or orders and 1 subscription`, `no lead`; collections counted 0 are left out. */
export function describeCounts(counts: LeadCounts): string {
  const parts = LEAD_COLLECTIONS.flatMap((collection) => {
    const count = counts[collection] ?? 0;
    const [one, many] = NAMES[collection];
    return count === 0 ? [] : [`${count} ${count === 1 ? one : many}`];
  });
  return parts.length === 0 ? "no lead" : parts.join(" and ");
}
