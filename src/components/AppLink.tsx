import { Link } from "@tanstack/react-router";
import type { MouseEvent, ReactNode } from "react";
import { useLocalePath } from "../i18n/LocaleContext";

/** Splits an in-site address such as `/#buy-now` into its path (`/`) and fragment (`buy-now`). */
export function splitHref(href: string): { to: string; hash: string | undefined } {
  const [to = "/", hash] = href.split("#", 2);
  return { to: to || "/", hash: hash || undefined };
}

/**
 * A router link to an in-site address from the manifest (`/about`, `/#buy-now`), in the locale
 * of the page it is on (`/hi/about`, `/hi#buy-now` on a Hindi page). Renders a real `<a href>`
 * so it works before hydration and for crawlers.
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
  const localePath = useLocalePath();
  return (
    <Link
      to={localePath(to)}
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
