import type { Logger } from '../logger.js';
import type { DomainEventMap } from './domain-events.js';

export type DomainEventName = keyof DomainEventMap;
export type DomainEventHandler<N extends DomainEventName> = (payload: DomainEventMap[N]) => void | Promise<void>;

/**
 * In-process domain events. A service publishes *after its transaction has committed*;
 * listeners (realtime, notifications, mail, jobs) subscribe by name. Handlers run on a
 * later tick, so a slow or failing listener never delays or fails the publisher; a
 * failure is logged. Durable work (email, SMS, retries) is not done in a handler itself:
 * the handler enqueues a job (platform/jobs), which survives a restart.
 */
export function createEventBus(logger: () => Logger) {
  const handlers = new Map<DomainEventName, Set<DomainEventHandler<never>>>();
  const inFlight = new Set<Promise<void>>();

  return {
    on<N extends DomainEventName>(name: N, handler: DomainEventHandler<N>): () => void {
      const set = handlers.get(name) ?? new Set();
      set.add(handler as DomainEventHandler<never>);
      handlers.set(name, set);
      return () => set.delete(handler as DomainEventHandler<never>);
    },

    publish<N extends DomainEventName>(name: N, payload: DomainEventMap[N]): void {
      const set = handlers.get(name);
      if (!set?.size) return;
      for (const handler of set) {
        const p: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
          .then(() => (handler as DomainEventHandler<N>)(payload))
          .catch((err: unknown) => logger().error({ err, event: name }, 'domain event handler failed'))
          .finally(() => inFlight.delete(p));
        inFlight.add(p);
      }
    },

    /** Resolves when every handler started so far has finished (tests, graceful shutdown). */
    async drain(): Promise<void> {
      while (inFlight.size) await Promise.all([...inFlight]);
    },
  };
}
export type EventBus = ReturnType<typeof createEventBus>;
