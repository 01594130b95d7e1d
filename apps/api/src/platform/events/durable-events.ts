import type { DomainEventMap } from './domain-events.js';

/**
 * Durable domain events: a row in the job queue (pg-boss's `job` table, queue
 * `DURABLE_EVENTS_QUEUE`) that its listeners work after a crash or restart. Written in the
 * caller's transaction (`enqueueEvents(tx, …)`: the event exists exactly when the change
 * committed), or right after commit by the in-process bus's durable listeners. A listener
 * that handles the event in-process first removes its backup (`cancelEvents`); otherwise a
 * worker runs it once `start_after` has passed, retried with backoff like every job.
 * Listeners must be idempotent (notifications: the unique dedupe key per user).
 */
export const DURABLE_EVENTS_QUEUE = 'events.durable';

export type DurableEvent = { [N in keyof DomainEventMap]: { name: N; payload: DomainEventMap[N] } }[keyof DomainEventMap];

/** An event as a job holds it, with when it was published (ms; a stable time for dedupe keys). */
export interface DurableEventEntry {
  name: keyof DomainEventMap;
  payload: unknown;
  at: number;
}

/**
 * A job's data: one event (`enqueueEvents`, one job an event), or the events the in-process bus
 * published together (`enqueueEventBatch`, one job for all of them: its backup).
 */
export type DurableEventJob = DurableEventEntry | { events: DurableEventEntry[] };

/** The events a job holds, in order. */
export const eventsOfJob = (data: DurableEventJob): DurableEventEntry[] => ('events' in data ? data.events : [data]);

export { cancelEvents, enqueueEventBatch, enqueueEvents } from './durable-events.repository.js';
