import { useRouter } from "@tanstack/react-router";
import { useEffect } from "react";

/** Calls `close` after every navigation (menus and dropdowns must not stay open on a new page). */
export function useCloseOnNavigate(close: () => void): void {
  const router = useRouter();
  useEffect(() => router.subscribe("onResolved", close), [router, close]);
}
