/** The server's one source of the current instant (DESIGN.md section 7); tests inject a fixed one. */
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
