/**
 * A postal address, one `<span>` per line in an `<address>` (the stylesheet stacks them).
 * @param lines the address lines, each unique (they are the keys)
 */
export function PostalAddress({
  lines,
  className,
}: {
  lines: readonly string[];
  className?: string;
}) {
  return (
    <address className={className}>
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </address>
  );
}
