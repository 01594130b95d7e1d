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

/** The job's data: the event, and when it was published (ms; a stable time for dedupe keys). */
export interface DurableEventJob {
  name: keyof DomainEventMap;
  payload: unknown;
  at: number;
}

export { cancelEvents, enqueueEvents, enqueueEventsAt } from './durable-events.repository.js';
