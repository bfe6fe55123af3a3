import { readFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { describe, expect, it } from "vitest";
import { errorCode } from "../../../../scripts/lib/errorCode";

/** What `work` threw (or rejected with); undefined when it did not. */
async function thrown(work: () => unknown): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe("errorCode", () => {
  it("reads the code of Node's own errors: a missing file, an unknown option", async () => {
    expect(errorCode(await thrown(() => readFile("/no/such/file")))).toBe("ENOENT");
    expect(errorCode(await thrown(() => parseArgs({ args: ["--prot"], options: {} })))).toBe(
      "ERR_PARSE_ARGS_UNKNOWN_OPTION",
    );
  });

  it("gives nothing for an error without a code, a numeric code, or a thrown value that is no Error", () => {
    expect(errorCode(new Error("plain"))).toBeUndefined();
    expect(errorCode(Object.assign(new Error("gRPC"), { code: 7 }))).toBeUndefined();
    expect(errorCode({ code: "ENOENT" })).toBeUndefined();
    expect(errorCode("ENOENT")).toBeUndefined();
  });
});
