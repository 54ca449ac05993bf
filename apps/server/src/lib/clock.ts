/** The server's one source of the current instant (docs/rules.md#india-time); tests inject a fixed one. */
export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock tests can set and move. */
export class FixedClock implements Clock {
  constructor(private ms: number) {}
  now(): number {
    return this.ms;
  }
  set(ms: number | string | Date): void {
    this.ms = new Date(ms).getTime();
  }
  advance(ms: number): void {
    this.ms += ms;
  }
}

/**
 * A clock that starts at a given instant and runs forward at normal speed (CLOCK_START), and that the
 * end-to-end tests may move forward (`advance`). Lets a browser test place bids at 10:00 AM India time
 * and declare the 12:00 PM result a moment later, whatever the real time of the run.
 */
export class OffsetClock implements Clock {
  private offset: number;
  constructor(start: number) {
    this.offset = start - Date.now();
  }
  now(): number {
    return Date.now() + this.offset;
  }
  advance(ms: number): void {
    this.offset += ms;
  }
}
