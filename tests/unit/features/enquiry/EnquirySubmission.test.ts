import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  type EnquiryChannels,
  EnquirySubmission,
} from "../../../../src/features/enquiry/EnquirySubmission";
import type { EnquiryDocument } from "../../../../src/lib/leads/leadStore";

const enquiry: EnquiryDocument = {
  Name: "Asha Rao",
  Email: "asha@example.com",
  Mobile: "9876543210",
  Message: "Please quote.",
  Services: "Sugar Mills",
  Locale: "en",
  NoticeVersion: "0a1b2c3d",
};

type Answer = "ok" | "fail" | "refused" | "hang";

/**
 * Channels that answer each call as scripted and record what reached the company: like the real
 * ones, a write under an id already stored stores nothing twice.
 */
function scripted(writes: Answer[], mails: Answer[]) {
  const stored = new Set<string>();
  const log = { writes: [] as Array<{ id: string; retry: boolean }>, mails: 0, delivered: 0 };
  const answer = (script: Answer[], deliver: () => void) => {
    const next = script.shift() ?? "ok";
    if (next === "hang") return new Promise<void>(() => undefined);
    if (next === "ok") {
      deliver();
      return Promise.resolve();
    }
    return Promise.reject(next === "refused" ? { code: "permission-denied" } : new Error(next));
  };
  const channels: EnquiryChannels = {
    write: (id, _enquiry, retry) => {
      log.writes.push({ id, retry });
      return answer(writes, () => stored.add(id));
    },
    mail: () => {
      log.mails += 1;
      return answer(mails, () => {
        log.delivered += 1;
      });
    },
    isPermanent: (error) =>
      typeof error === "object" && error !== null && "code" in error
        ? error.code === "permission-denied"
        : false,
  };
  return { channels, stored, log };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const send = async (submission: EnquirySubmission, channels: EnquiryChannels) => {
  const outcome = submission.send(channels, 10_000);
  await vi.advanceTimersByTimeAsync(10_000);
  return outcome;
};

describe("EnquirySubmission: one enquiry, however many retries", () => {
  it("is sent when both channels deliver: one write, one mail", async () => {
    const { channels, stored, log } = scripted(["ok"], ["ok"]);
    const submission = new EnquirySubmission("id-1", enquiry);
    expect(await send(submission, channels)).toBe("sent");
    expect([...stored]).toEqual(["id-1"]);
    expect(log.delivered).toBe(1);
  });

  it("is sent when only the mail delivers; a later send repeats only the failed write", async () => {
    const { channels, stored, log } = scripted(["fail", "ok"], ["ok"]);
    const submission = new EnquirySubmission("id-1", enquiry);
    expect(await send(submission, channels)).toBe("sent");
    expect(stored.size).toBe(0);
    expect(await send(submission, channels)).toBe("sent");
    expect([...stored]).toEqual(["id-1"]);
    expect(log).toMatchObject({ mails: 1, delivered: 1 });
    expect(log.writes).toEqual([
      { id: "id-1", retry: false },
      { id: "id-1", retry: true },
    ]);
    // Both delivered: nothing more is sent.
    expect(await send(submission, channels)).toBe("sent");
    expect(log.writes).toHaveLength(2);
    expect(log.mails).toBe(1);
  });

  it("is sent when only the write delivers", async () => {
    const { channels, log } = scripted(["ok"], ["fail"]);
    const submission = new EnquirySubmission("id-1", enquiry);
    expect(await send(submission, channels)).toBe("sent");
    expect(log.delivered).toBe(0);
  });

  it("is not sent when both fail; the retry repeats both under the same id, as a retry", async () => {
    const { channels, stored, log } = scripted(["fail", "ok"], ["fail", "ok"]);
    const submission = new EnquirySubmission("id-1", enquiry);
    expect(await send(submission, channels)).toBe("not-sent");
    expect(await send(submission, channels)).toBe("sent");
    expect(log.writes).toEqual([
      { id: "id-1", retry: false },
      { id: "id-1", retry: true },
    ]);
    expect([...stored]).toEqual(["id-1"]);
    expect(log).toMatchObject({ mails: 2, delivered: 1 });
  });

  it("ends a hung send at the deadline as not sent, and never resends an unanswered mail", async () => {
    const { channels, log } = scripted(["hang", "ok"], ["hang"]);
    const submission = new EnquirySubmission("id-1", enquiry);
    const outcome = submission.send(channels, 10_000);
    await vi.advanceTimersByTimeAsync(9_999);
    let settled = false;
    void outcome.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBe("not-sent");
    // The retry writes again (idempotent) but waits for the mail already on its way.
    expect(await send(submission, channels)).toBe("sent");
    expect(log.mails).toBe(1);
    expect(log.writes).toHaveLength(2);
  });

  it("says 'error' when the rules refuse the write and the mail failed", async () => {
    const { channels } = scripted(["refused"], ["fail"]);
    expect(await send(new EnquirySubmission("id-1", enquiry), channels)).toBe("error");
  });

  it("answers 'sent' at once when a write that hung landed later, and sends the failed mail", async () => {
    let land = () => {};
    const { channels, log } = scripted([], ["fail", "ok"]);
    const write = channels.write;
    let writes = 0;
    channels.write = (...args) => {
      writes += 1;
      return writes === 1 ? new Promise<void>((resolve) => (land = resolve)) : write(...args);
    };
    const submission = new EnquirySubmission("id-1", enquiry);
    expect(await send(submission, channels)).toBe("not-sent");
    land();
    await vi.advanceTimersByTimeAsync(0);
    const outcome = submission.send(channels, 10_000);
    expect(await outcome).toBe("sent");
    expect(writes).toBe(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toMatchObject({ mails: 2, delivered: 1 });
  });

  it("answers 'sent' as soon as one channel delivers, without waiting for the other", async () => {
    const { channels } = scripted(["hang"], ["ok"]);
    const outcome = new EnquirySubmission("id-1", enquiry).send(channels, 10_000);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBe("sent");
  });
});
