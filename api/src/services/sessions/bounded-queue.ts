/** Thrown when a BoundedQueue already holds as many places as it may (docs/security/password-hashing.md). */
export class QueueFullError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('queue full');
    this.name = 'QueueFullError';
  }
}

/** A place in line, taken before the work is known (a login takes it before its attempt is counted). */
export interface QueuePlace {
  /** Runs `task` when a slot is free (at once if one is), in the order run() was called. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Gives the place back unused. */
  release(): void;
}

export interface BoundedQueueOptions {
  /** Tasks running at once, at most. */
  concurrency: number;
  /**
   * How many may run now (1 to `concurrency`), asked whenever a task could start; without it,
   * always `concurrency`. Lets the line give way while the rest of the process is busy.
   */
  limit?: () => number;
  /** Places held beyond the running ones before reserve() refuses. */
  maxWaiting: number;
}

/**
 * Runs async tasks at most `concurrency` at a time, first come first served, and refuses a new
 * place (QueueFullError) once `concurrency + maxWaiting` places are held, with an estimate of
 * when to try again from the tasks' recent durations. Why: docs/security/password-hashing.md.
 */
export class BoundedQueue {
  readonly concurrency: number;
  readonly maxWaiting: number;
  private running = 0;
  /** Places reserved and not yet finished or released (running ones included). */
  private held = 0;
  private readonly line: Array<() => void> = [];
  private readonly limit: () => number;
  /** Exponential moving average of a task's duration, for Retry-After. */
  private averageMs = 50;

  constructor(options: BoundedQueueOptions) {
    const { concurrency, maxWaiting } = options;
    if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError('concurrency must be a whole number from 1');
    if (!Number.isInteger(maxWaiting) || maxWaiting < 0) throw new RangeError('maxWaiting must be a whole number from 0');
    this.concurrency = concurrency;
    this.maxWaiting = maxWaiting;
    const limit = options.limit;
    this.limit = limit ? () => Math.min(concurrency, Math.max(1, Math.floor(limit()))) : () => concurrency;
  }

  /** Tasks running now, and places held that wait (or have no task yet). */
  get stats(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.held - this.running };
  }

  /** Seconds until a place would probably be free, at least 1. */
  retryAfterSeconds(): number {
    const waiting = Math.max(1, this.held - this.running + 1);
    return Math.max(1, Math.ceil((waiting * this.averageMs) / this.concurrency / 1000));
  }

  /** Throws QueueFullError when no place is free now, without taking one. */
  assertRoom(): void {
    if (this.held >= this.concurrency + this.maxWaiting) throw new QueueFullError(this.retryAfterSeconds());
  }

  /** Takes a place in line now, or throws QueueFullError. */
  reserve(): QueuePlace {
    this.assertRoom();
    this.held += 1;
    let used = false;
    const claim = () => {
      if (used) throw new Error('a queue place is used once');
      used = true;
    };
    return {
      run: <T>(task: () => Promise<T>) => {
        claim();
        return this.start(task);
      },
      release: () => {
        if (used) return;
        used = true;
        this.held -= 1;
      },
    };
  }

  /** reserve() and run() in one. */
  run<T>(task: () => Promise<T>): Promise<T> {
    return this.reserve().run(task);
  }

  private async start<T>(task: () => Promise<T>): Promise<T> {
    // Behind anyone already waiting, whatever the limit: first come, first served.
    await new Promise<void>((resolve) => {
      this.line.push(resolve);
      this.startWaiting();
    });
    const started = performance.now();
    try {
      return await task();
    } finally {
      this.averageMs = this.averageMs * 0.8 + (performance.now() - started) * 0.2;
      this.held -= 1;
      this.running -= 1;
      this.startWaiting();
    }
  }

  /**
   * Starts as many waiting tasks as the limit allows now. `running` is counted here, before they
   * resume, so a newcomer in between sees the slots taken and queues behind them.
   */
  private startWaiting(): void {
    const limit = this.limit();
    while (this.line.length > 0 && this.running < limit) {
      this.running += 1;
      this.line.shift()!();
    }
  }
}
