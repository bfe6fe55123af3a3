import { useRouter } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { choiceFromSearch } from "./preselectedChoice";

/**
 * Calls `choose` with the Services choice the address names (`?choice=30-day-pack`, see
 * preselectedChoice.ts): once the form has hydrated, and again after every navigation that names
 * one, including a click on the same Buy link a second time (the router then reloads the same
 * address, and the visitor expects that pack chosen again even if they changed it meanwhile).
 * Before hydration nothing is chosen and the form is usable as it is; an address naming no
 * choice, or one the form does not offer, changes nothing.
 * @param choices the form's Services choices
 * @param choose sets the form's Services value
 */
export function usePreselectedChoice(
  choices: readonly string[],
  choose: (choice: string) => void,
): void {
  const router = useRouter();
  // The latest callback and choices without resubscribing on every render.
  const latest = useRef({ choices, choose });
  latest.current = { choices, choose };
  useEffect(() => {
    const apply = (search: string) => {
      const choice = choiceFromSearch(search, latest.current.choices);
      if (choice !== undefined) latest.current.choose(choice);
    };
    apply(router.state.location.searchStr);
    return router.subscribe("onResolved", ({ toLocation }) => apply(toLocation.searchStr));
  }, [router]);
}
