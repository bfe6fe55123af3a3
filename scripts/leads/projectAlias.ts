import { firebaseRcSchema } from "../hosting/firebaseRc";
import { LeadsError } from "./leadsError";

/**
 * The Firebase project `--project <value>` names: the project of its alias in `.firebaserc` (as
 * firebase-tools reads it), else `value` itself, a project id.
 * @param rc `.firebaserc` as parsed JSON, or null when the repository has none
 * @param brands the brand ids: the aliases `.firebaserc.example` gives
 * @throws LeadsError when `value` is a brand id that `.firebaserc` (or its absence) gives no
 *   project: it was meant as the alias, and taking it for a project id would only fail later
 *   with an error about credentials or a project that is someone else's
 */
export function projectOf(value: string, rc: unknown, brands: readonly string[]): string {
  const parsed = firebaseRcSchema.safeParse(rc);
  const aliased = parsed.success ? parsed.data.projects[value] : undefined;
  if (aliased !== undefined) return aliased;
  if (!brands.includes(value)) return value;
  const why =
    rc === null
      ? "there is no .firebaserc"
      : parsed.success
        ? `.firebaserc has no alias '${value}'`
        : ".firebaserc is not of the form .firebaserc.example shows";
  throw new LeadsError(
    `--project ${value} is the brand's alias, but ${why}: copy .firebaserc.example to .firebaserc and put each brand's Firebase project id in it (docs/leads.md, "Before you start"), or give the project id itself (--project <id>).`,
  );
}
