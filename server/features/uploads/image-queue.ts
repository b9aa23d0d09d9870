import { HttpError } from '../../http/errors';

/**
 * Image jobs run one at a time per process, first come first served: decoding is the costliest
 * work the server does (bench/image-cost.ts), and one job at a time bounds both its memory and
 * the CPU it takes from every other request. Past IMAGE_QUEUE_WAITING_MAX waiting jobs, new ones
 * are refused with 503 and Retry-After instead of piling up (each waiting job holds its upload,
 * up to 5 MB).
 */
export const IMAGE_QUEUE_WAITING_MAX = 8;
export const IMAGE_QUEUE_RETRY_SECONDS = 10;
export const IMAGE_QUEUE_BUSY_MESSAGE = 'Many images are being processed right now; please try again in a few seconds';

export class ImageQueue {
  private readonly next: (() => void)[] = [];
  private running = false;

  constructor(private readonly waitingMax: number) {}

  get busy(): boolean {
    return this.running;
  }

  get waiting(): number {
    return this.next.length;
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running) {
      if (this.next.length >= this.waitingMax) {
        throw new HttpError(503, IMAGE_QUEUE_BUSY_MESSAGE, undefined, {
          'Retry-After': String(IMAGE_QUEUE_RETRY_SECONDS),
        });
      }
      // the job before hands its turn straight to this one: `running` stays true in between
      await new Promise<void>((start) => this.next.push(start));
    }
    this.running = true;
    try {
      return await job();
    } finally {
      const start = this.next.shift();
      if (start) start();
      else this.running = false;
    }
  }
}

export const imageQueue = new ImageQueue(IMAGE_QUEUE_WAITING_MAX);
