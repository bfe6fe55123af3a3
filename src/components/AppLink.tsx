import { Link } from "@tanstack/react-router";
import type { MouseEvent, ReactNode } from "react";

/** Splits an in-site address such as `/#buy-now` into its path (`/`) and fragment (`buy-now`). */
export function splitHref(href: string): { to: string; hash: string | undefined } {
  const [to = "/", hash] = href.split("#", 2);
  return { to: to || "/", hash: hash || undefined };
}

/**
 * A router link to an in-site address from the manifest (`/about`, `/#buy-now`).
 * Renders a real `<a href>` so it works before hydration and for crawlers.
 */
export function AppLink({
  href,
  className,
  onClick,
  children,
}: {
  href: string;
  className?: string;
  /** Runs before navigation; calling `preventDefault()` keeps the router from navigating. */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  children: ReactNode;
}) {
  const { to, hash } = splitHref(href);
  return (
    <Link
      to={to}
      hash={hash}
      className={className}
      onClick={onClick}
      activeOptions={{ exact: true, includeHash: true }}
      activeProps={{ "aria-current": "page" }}
    >
      {children}
    </Link>
  );
}
