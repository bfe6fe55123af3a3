/** A leads command that cannot go ahead; the message (one line) says why and what to do. */
export class LeadsError extends Error {
  override name = "LeadsError";
}
