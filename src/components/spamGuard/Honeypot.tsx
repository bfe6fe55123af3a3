import "./Honeypot.css";
import { useId } from "react";
import { HONEYPOT_FIELD } from "../../lib/spamGuard/honeypotField";

/**
 * A form's honeypot: a labelled text field placed off-screen, hidden from assistive technology
 * (`aria-hidden`), out of the tab order (`tabindex="-1"`) and of autofill (`autocomplete="off"`),
 * so people never see, reach or hear it while scripts that fill every field fill it. Uncontrolled:
 * the form reads it on submit (`isHoneypotFilled`).
 * @param label the field's label, the form's own copy (a script reads it; nobody else does)
 */
export function Honeypot({ label }: { label: string }) {
  const id = useId();
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
