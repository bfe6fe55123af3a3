import { UserError } from "../lib/commandLine.ts";

/** The emulator cannot be found or started; the message says how to fix that. */
export class EmulatorError extends UserError {
  override name = "EmulatorError";
}
