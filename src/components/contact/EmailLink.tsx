/** An e-mail address, linked as a `mailto:` URI. */
export function EmailLink({ email }: { email: string }) {
  return <a href={`mailto:${email}`}>{email}</a>;
}
