/**
 * The code Node gives a system error (`error.code`: `ENOENT`, `EEXIST`, `EPIPE`,
 * `ERR_PARSE_ARGS_UNKNOWN_OPTION`), or undefined for a thrown value without one as a string.
 */
export function errorCode(error: unknown): string | undefined {
  return error instanceof Error && "code" in error && typeof error.code === "string"
    ? error.code
    : undefined;
}
