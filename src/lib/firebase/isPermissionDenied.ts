/** Whether `error` is Firestore's refusal by the security rules (`permission-denied`). */
export function isPermissionDenied(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    "code" in error &&
    error.code === "permission-denied"
  );
}
