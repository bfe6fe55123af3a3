import {
  CREATED_AT,
  ENQUIRY_FIELDS,
  type FormCollection,
  SUBSCRIPTION_FIELDS,
} from "../../src/lib/leads/leadStore";
import { toIstIso } from "./istTime";

/**
 * One stored lead: an enquiry or order (`contact-form`) or a subscription (`subscribers`), with
 * its fields as stored, timestamps as `Date`.
 */
export interface Lead {
  collection: FormCollection;
  /** The document id: an enquiry's UUID, a subscriber's lower-cased address. */
  id: string;
  /** When it was stored (the server's `createdAt`); undefined on a document without one. */
  createdAt: Date | undefined;
  fields: Readonly<Record<string, unknown>>;
}

/** A stored value for JSON: a `Date` as IST ISO 8601, lists and maps converted inside. */
function jsonValue(value: unknown): unknown {
  if (value instanceof Date) return toIstIso(value);
  if (Array.isArray(value)) return value.map(jsonValue);
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, jsonValue(item)]));
  }
  return value;
}

/**
 * A lead as one JSON object: `collection`, `id`, `createdAt`, then every other stored field under
 * its stored name in alphabetical order (Firestore keeps no order), times in IST, ISO 8601 with
 * `+05:30`; so an access request sees exactly what is held, fields added later included, and two
 * exports of the same data are the same text.
 */
export function leadJson(lead: Lead): Record<string, unknown> {
  const { [CREATED_AT]: _createdAt, ...fields } = lead.fields;
  return {
    collection: lead.collection,
    id: lead.id,
    ...(lead.createdAt ? { createdAt: toIstIso(lead.createdAt) } : {}),
    ...fieldsJson(fields),
  };
}

/** Stored fields for JSON in alphabetical order, each converted by `jsonValue`. */
export function fieldsJson(fields: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.keys(fields)
      .sort()
      .map((key) => [key, jsonValue(fields[key])]),
  );
}

/** The CSV's columns, one per field of either form; a subscription leaves the enquiry's empty. */
export const LEAD_COLUMNS = [
  "id",
  "collection",
  "createdAt",
  "name",
  "email",
  "mobile",
  "service",
  "locale",
  "message",
  "noticeVersion",
  "state",
  "confirmedAt",
] as const;

export type LeadColumn = (typeof LEAD_COLUMNS)[number];

/** A stored field as text: strings as they are, nothing for absent or other values. */
const text = (value: unknown): string =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : "";

/**
 * A lead's cells by column, as stored (no defusing; see `defuseCell`). An enquiry's fields are
 * `Name`, `Email`, `Mobile`, `Message`, `Services`, `Locale`, `NoticeVersion`; a subscription's
 * `email`, `noticeVersion`, its `state` (as `listLeads` worked it out) and `confirmedAt`, the proof
 * of consent. The notice version is empty on leads stored before forms sent it.
 */
export function leadCells(lead: Lead): Record<LeadColumn, string> {
  const field = (...names: string[]) =>
    text(names.map((name) => lead.fields[name]).find((value) => value !== undefined));
  const confirmedAt = lead.fields[SUBSCRIPTION_FIELDS.confirmedAt];
  return {
    id: lead.id,
    collection: lead.collection,
    createdAt: lead.createdAt ? toIstIso(lead.createdAt) : "",
    name: field(ENQUIRY_FIELDS.Name),
    email: field(ENQUIRY_FIELDS.Email, SUBSCRIPTION_FIELDS.email),
    mobile: field(ENQUIRY_FIELDS.Mobile),
    service: field(ENQUIRY_FIELDS.Services),
    locale: field(ENQUIRY_FIELDS.Locale),
    message: field(ENQUIRY_FIELDS.Message),
    noticeVersion: field(ENQUIRY_FIELDS.NoticeVersion, SUBSCRIPTION_FIELDS.noticeVersion),
    state: field(SUBSCRIPTION_FIELDS.state),
    confirmedAt: confirmedAt instanceof Date ? toIstIso(confirmedAt) : "",
  };
}

/**
 * A cell made safe to open in a spreadsheet, as OWASP advises against CSV injection: a value
 * starting with `=`, `+`, `-`, `@`, a tab or a carriage return (which Excel, LibreOffice and
 * Google Sheets may read as a formula) gets a leading `'`, so it is shown as text. A visitor's
 * message, name or even e-mail address is attacker-controlled.
 */
export function defuseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
