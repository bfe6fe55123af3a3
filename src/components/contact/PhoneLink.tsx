import { telHref } from "./telHref";

/** A phone number as written for people, linked as a `tel:` URI (`telHref`). */
export function PhoneLink({ phone }: { phone: string }) {
  return <a href={telHref(phone)}>{phone}</a>;
}
