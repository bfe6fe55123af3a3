/** The brand a command acts on when neither `--brand` nor the `BRAND` variable names one. */
export const DEFAULT_BRAND = "engineering";
