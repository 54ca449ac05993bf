import { type LiveEvent } from '@pana/contract';

export type { LiveEvent } from '@pana/contract';

/** Who an event is for: every player with an open stream, or these players. */
export type LiveTarget = { all: true } | { playerIds: number[] };

/** A local receiver of every event of the process (the open streams, modules/live/streams.ts). */
export type LiveListener = (target: LiveTarget, event: LiveEvent) => void;

/**
 * Carries events to the other server processes and back (modules/live/pg-relay.ts: PostgreSQL LISTEN/NOTIFY,
 * batched). On SQLite there is one process and no relay.
 */
export interface LiveRelay {
  /** Queues an event published here for the other processes; never waits, never throws. */
  send(target: LiveTarget, event: LiveEvent): void;
  close(): Promise<void>;
}

/**
 * The server's event bus for live updates (ADR 013): one per app, created in buildApp and
 * handed to the modules that have something to tell players. `publish` is called AFTER the change is
 * committed (never inside a transaction that may still roll back); it delivers at once to this
 * process's streams and, through the relay, to the other processes'. It costs nothing when nobody
 * listens and never throws into its caller.
 *
 * ```ts
 * live.publish({ playerIds: [player.id] }, { type: 'notice', data: { kind: 'inbox', id } });
 * live.publish({ all: true }, { type: 'market', data: { change: 'result_declared', … } });
 * ```
 */
export class LiveBus {
  private readonly listeners = new Set<LiveListener>();
  private relay: LiveRelay | null = null;

  /** Tells every player of `target` about `event`, in this process and the others. */
  publish(target: LiveTarget, event: LiveEvent): void {
    if ('playerIds' in target && target.playerIds.length === 0) return;
    this.deliver(target, event);
    this.relay?.send(target, event);
  }

  /** Delivers an event to this process's listeners only (what the relay received from another process). */
  deliver(target: LiveTarget, event: LiveEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(target, event);
      } catch {
        // A listener's failure (a stream that broke while written to) is its own; the others still get the event.
      }
    }
  }

  subscribe(listener: LiveListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Connects the bus to the other processes (once, at start). */
  useRelay(relay: LiveRelay): void {
    this.relay = relay;
  }

  async close(): Promise<void> {
    this.listeners.clear();
    await this.relay?.close();
    this.relay = null;
  }
}
