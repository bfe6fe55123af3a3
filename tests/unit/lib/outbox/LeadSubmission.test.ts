import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LeadSenders } from "../../../../src/lib/leads/leadSenders";
import { LeadSubmission } from "../../../../src/lib/outbox/LeadSubmission";

type Answer = "ok" | "fail" | "refused" | "limited" | "hang";

/**
 * Senders that answer each call as scripted and record what reached the company: like the real
 * ones, a write of a lead already stored stores nothing twice.
 * @param mailAfterStored true for a subscription's senders: the mail only once stored
 */
function scripted(writes: Answer[], mails: Answer[], mailAfterStored = false) {
  const log = {
    writes: [] as boolean[],
    stored: 0,
    mails: 0,
    delivered: 0,
    order: [] as string[],
  };
  const answer = (script: Answer[], deliver: () => void) => {
    const next = script.shift() ?? "ok";
    if (next === "hang") return new Promise<void>(() => undefined);
    if (next === "ok") {
      deliver();
      return Promise.resolve();
    }
    return Promise.reject(next === "fail" ? new Error(next) : { code: next });
  };
  const senders: LeadSenders = {
    send: (channel, retry) => {
      log.order.push(channel);
      if (channel === "mailed") {
        log.mails += 1;
        return answer(mails, () => {
          log.delivered += 1;
        });
      }
      log.writes.push(retry);
      return answer(writes, () => {
        log.stored = 1;
      });
    },
    refusal: (error) => {
      if (typeof error !== "object" || error === null || !("code" in error)) return undefined;
      return error.code === "limited" ? "limited" : "error";
    },
    mailAfterStored,
  };
  return { senders, log };
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

const send = async (submission: LeadSubmission, senders: LeadSenders) => {
  const outcome = submission.send(senders, 10_000);
  await vi.advanceTimersByTimeAsync(10_000);
  return outcome;
};

describe("LeadSubmission of an enquiry: both channels at once, however many retries", () => {
  it("is sent when both channels deliver: one write, one mail", async () => {
    const { senders, log } = scripted(["ok"], ["ok"]);
    const submission = new LeadSubmission();
    expect(await send(submission, senders)).toBe("sent");
    expect(log).toMatchObject({ stored: 1, delivered: 1 });
    expect(submission.done).toBe(true);
  });

  it("is sent when only the mail delivers; a later send repeats only the failed write", async () => {
    const { senders, log } = scripted(["fail", "ok"], ["ok"]);
    const submission = new LeadSubmission();
    expect(await send(submission, senders)).toBe("sent");
    expect(log.stored).toBe(0);
    expect(submission.done).toBe(false);
    expect(await send(submission, senders)).toBe("sent");
    expect(log).toMatchObject({ stored: 1, mails: 1, delivered: 1 });
    expect(log.writes).toEqual([false, true]);
    // Both delivered: nothing more is sent.
    expect(submission.done).toBe(true);
    expect(await send(submission, senders)).toBe("sent");
    expect(log.writes).toHaveLength(2);
    expect(log.mails).toBe(1);
  });

  it("is sent when only the write delivers", async () => {
    const { senders, log } = scripted(["ok"], ["fail"]);
    expect(await send(new LeadSubmission(), senders)).toBe("sent");
    expect(log.delivered).toBe(0);
  });

  it("is not sent when both fail; the retry repeats both, the write as a retry", async () => {
    const { senders, log } = scripted(["fail", "ok"], ["fail", "ok"]);
    const submission = new LeadSubmission();
    expect(await send(submission, senders)).toBe("not-sent");
    expect(await send(submission, senders)).toBe("sent");
    expect(log.writes).toEqual([false, true]);
    expect(log).toMatchObject({ stored: 1, mails: 2, delivered: 1 });
  });

  it("ends a hung send at the deadline as not sent, and never resends an unanswered mail", async () => {
    const { senders, log } = scripted(["hang", "ok"], ["hang"]);
    const submission = new LeadSubmission();
    const outcome = submission.send(senders, 10_000);
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
    expect(await send(submission, senders)).toBe("sent");
    expect(log.mails).toBe(1);
    expect(log.writes).toHaveLength(2);
  });

  it("says 'error' when the rules refuse the write and the mail failed", async () => {
    const { senders } = scripted(["refused"], ["fail"]);
    expect(await send(new LeadSubmission(), senders)).toBe("error");
  });

  it("answers 'sent' at once when a write that hung landed later, and sends the failed mail", async () => {
    let land = () => {};
    const { senders, log } = scripted([], ["fail", "ok"]);
    const scriptedSend = senders.send;
    let writes = 0;
    senders.send = (channel, retry) => {
      if (channel === "stored") writes += 1;
      return channel === "stored" && writes === 1
        ? new Promise<void>((resolve) => (land = resolve))
        : scriptedSend(channel, retry);
    };
    const submission = new LeadSubmission();
    expect(await send(submission, senders)).toBe("not-sent");
    land();
    await vi.advanceTimersByTimeAsync(0);
    const outcome = submission.send(senders, 10_000);
    expect(await outcome).toBe("sent");
    expect(writes).toBe(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toMatchObject({ mails: 2, delivered: 1 });
  });

  it("answers 'sent' as soon as one channel delivers, without waiting for the other", async () => {
    const { senders } = scripted(["hang"], ["ok"]);
    const outcome = new LeadSubmission().send(senders, 10_000);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBe("sent");
  });
});

describe("LeadSubmission of a subscription: the write, then its mail", () => {
  it("is sent once stored and then mailed, in that order", async () => {
    const { senders, log } = scripted(["ok"], ["ok"], true);
    const submission = new LeadSubmission();
    expect(await send(submission, senders)).toBe("sent");
    expect(log.order).toEqual(["stored", "mailed"]);
    expect(submission.done).toBe(true);
  });

  it("is not sent while stored but not mailed, and a later send mails it without writing again", async () => {
    const { senders, log } = scripted(["ok"], ["fail", "ok"], true);
    const submission = new LeadSubmission();
    expect(await send(submission, senders)).toBe("not-sent");
    expect(submission.done).toBe(false);
    expect(await send(submission, senders)).toBe("sent");
    expect(log.order).toEqual(["stored", "mailed", "mailed"]);
    expect(log).toMatchObject({ stored: 1, delivered: 1 });
  });

  it("mails nothing while the write fails, and is not sent", async () => {
    const { senders, log } = scripted(["fail"], [], true);
    expect(await send(new LeadSubmission(), senders)).toBe("not-sent");
    expect(log.mails).toBe(0);
  });

  it("says 'limited' when the address's mail slots are taken, and 'error' when the rules refuse it, mailing nothing", async () => {
    const limited = scripted(["limited"], [], true);
    expect(await send(new LeadSubmission(), limited.senders)).toBe("limited");
    const refused = scripted(["refused"], [], true);
    expect(await send(new LeadSubmission(), refused.senders)).toBe("error");
    expect(limited.log.mails + refused.log.mails).toBe(0);
  });

  it("ends at the deadline as not sent when the write hangs", async () => {
    const { senders, log } = scripted(["hang"], [], true);
    expect(await send(new LeadSubmission(), senders)).toBe("not-sent");
    expect(log.mails).toBe(0);
  });
});
