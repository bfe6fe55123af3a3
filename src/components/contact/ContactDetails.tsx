import { EmailLink } from "./EmailLink";
import { PhoneLink } from "./PhoneLink";
import { PostalAddress } from "./PostalAddress";

/**
 * A phone number and an e-mail address as a description list, each a link after its label, and
 * the postal address as a third entry when given (the footer's contact block; an office shows its
 * address above the list instead). The caller translates the labels.
 */
export function ContactDetails({
  phone,
  email,
  labels,
  address,
}: {
  phone: string;
  email: string;
  labels: { phone: string; email: string };
  address?: { label: string; lines: readonly string[] };
}) {
  return (
    <dl>
      <dt>{labels.phone}</dt>
      <dd>
        <PhoneLink phone={phone} />
      </dd>
      <dt>{labels.email}</dt>
      <dd>
        <EmailLink email={email} />
      </dd>
      {address && (
        <>
          <dt>{address.label}</dt>
          <dd>
            <PostalAddress lines={address.lines} />
          </dd>
        </>
      )}
    </dl>
  );
}
