/**
 * Durable domain events: a row in the job queue (pg-boss's `job` table, queue
 * `DURABLE_EVENTS_QUEUE`) that its listeners work after a crash or restart. Written in the
 * caller's transaction (`enqueueEvents(tx, …)`: the event exists exactly when the change
 * committed), or right after commit by the in-process bus's durable listeners. A listener
 * that handles the event in-process first removes its backup (`cancelEvents`); otherwise a
 * worker runs it once `start_after` has passed, retried with backoff like every job.
 * Listeners must be idempotent (notifications: the unique dedupe key per user).
 */
export { DURABLE_EVENTS_QUEUE, eventsOfJob, type DurableEvent, type DurableEventEntry, type DurableEventJob } from './durable-event-job.js';
export { cancelEvents, enqueueEventBatch, enqueueEvents } from './durable-events.repository.js';
