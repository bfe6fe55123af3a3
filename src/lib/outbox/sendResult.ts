/**
 * How a form's send ended: one of the form's own outcomes, or `queued`: not delivered yet but
 * kept in this browser's outbox, with a promise that resolves once it reaches the company.
 */
export type SendResult<Outcome extends string> =
  | { outcome: Outcome; delivered?: undefined }
  | { outcome: "queued"; delivered: Promise<void> };
