import type { DomainEventMap } from './domain-events.js';

/** The durable events' queue and job shapes (durable-events.ts), apart so its repository needs no import back. */
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
