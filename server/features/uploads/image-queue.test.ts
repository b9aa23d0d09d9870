import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http/errors';
import { IMAGE_QUEUE_BUSY_MESSAGE, IMAGE_QUEUE_RETRY_SECONDS, ImageQueue } from './image-queue';

/** A job the test finishes by hand, recording when it starts. */
function gatedJob(name: string, started: string[]) {
  let finish!: (value: string) => void;
  let fail!: (err: Error) => void;
  const done = new Promise<string>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return {
    job: () => {
      started.push(name);
      return done;
    },
    finish: () => finish(name),
    fail: () => fail(new Error(`${name} broke`)),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ImageQueue', () => {
  it('runs one job at a time, each waiting for the one before it, in order of arrival', async () => {
    const queue = new ImageQueue(8);
    const started: string[] = [];
    const [a, b, c] = ['a', 'b', 'c'].map((name) => gatedJob(name, started));
    const results = [queue.run(a!.job), queue.run(b!.job), queue.run(c!.job)];
    await settle();
    expect(started).toEqual(['a']);
    expect(queue.waiting).toBe(2);

    a!.finish();
    await settle();
    expect(started).toEqual(['a', 'b']);
    // a job arriving now queues behind c, even though b has not started waiting for anything
    const d = gatedJob('d', started);
    const late = queue.run(d.job);
    b!.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    c!.finish();
    await settle();
    d.finish();
    expect(await Promise.all([...results, late])).toEqual(['a', 'b', 'c', 'd']);
    expect([queue.busy, queue.waiting]).toEqual([false, 0]);
  });

  it('lets the next job run when one fails', async () => {
    const queue = new ImageQueue(8);
    const started: string[] = [];
    const a = gatedJob('a', started);
    const b = gatedJob('b', started);
    const first = queue.run(a.job);
    const second = queue.run(b.job);
    a.fail();
    await expect(first).rejects.toThrow('a broke');
    await settle();
    expect(started).toEqual(['a', 'b']);
    b.finish();
    expect(await second).toBe('b');
  });

  it('refuses a job with 503 and Retry-After when the waiting line is full, without running it', async () => {
    const queue = new ImageQueue(2);
    const started: string[] = [];
    const jobs = ['a', 'b', 'c'].map((name) => gatedJob(name, started));
    const accepted = jobs.map((j) => queue.run(j.job));
    let ran = false;
    const refused = await queue
      .run(async () => {
        ran = true;
      })
      .catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({
      status: 503,
      message: IMAGE_QUEUE_BUSY_MESSAGE,
      headers: { 'Retry-After': String(IMAGE_QUEUE_RETRY_SECONDS) },
    });
    expect(ran).toBe(false);

    for (const j of jobs) {
      j.finish();
      await settle();
    }
    expect(await Promise.all(accepted)).toEqual(['a', 'b', 'c']);
    expect(await queue.run(async () => 'after')).toBe('after');
  });
});
