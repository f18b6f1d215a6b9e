// A counting semaphore with a bounded queue: at most `limit` tasks run at once, at most `queueLimit` wait;
// beyond that `run` refuses at once (the caller answers 503) instead of piling work up in memory.

/** Thrown by `run` when every slot is busy and the queue is full. */
export class SemaphoreFullError extends Error {
  constructor() {
    super('Too many tasks waiting');
    this.name = 'SemaphoreFullError';
  }
}

export class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly limit: number,
    readonly queueLimit: number,
  ) {}

  /** Tasks running now. */
  get running(): number {
    return this.active;
  }

  /** Runs `task` when a slot is free; throws SemaphoreFullError when the queue is full. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) {
      if (this.waiting.length >= this.queueLimit) throw new SemaphoreFullError();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.active += 1;
    }
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next waiter (active stays the same), or free it.
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}
