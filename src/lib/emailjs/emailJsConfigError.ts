/** EmailJS is not configured for this build; retrying cannot help. */
export class EmailJsConfigError extends Error {
  override name = "EmailJsConfigError";
}
