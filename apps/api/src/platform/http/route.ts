import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorResponseSchema, type AnyEndpoint, type Access } from '@gavel/contract';
import { AppError } from './errors.js';
import type { AuthUser } from './auth.js';

type Out<S> = [NonNullable<S>] extends [never] ? undefined : NonNullable<S> extends z.ZodType ? z.output<NonNullable<S>> : undefined;

export interface HandlerInput<E extends AnyEndpoint> {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
  user: AuthUser | null;
  req: FastifyRequest;
  reply: FastifyReply;
}
export type Handler<E extends AnyEndpoint> = (input: HandlerInput<E>) => Promise<z.input<E['response']>>;

const registered = new WeakMap<FastifyInstance, Set<string>>();

export function assertAccess(access: Access, user: AuthUser | null): void {
  if (access === 'public') return;
  if (!user) throw new AppError('UNAUTHENTICATED');
  const staff = user.isAdmin || user.isEmployee;
  if (access === 'buyer' && (!user.isBuyer || staff)) throw new AppError('FORBIDDEN');
  if (access === 'staff' && !staff) throw new AppError('FORBIDDEN');
}

/**
 * Registers one contract endpoint: the contract's schemas validate params, query,
 * body and the response; the access rule runs before the handler.
 */
export function route<E extends AnyEndpoint>(app: FastifyInstance, endpoint: E, handler: NoInfer<Handler<E>>): void {
  const set = registered.get(app.server as unknown as FastifyInstance) ?? new Set<string>();
  registered.set(app.server as unknown as FastifyInstance, set);
  set.add(endpoint.id);
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.url,
    schema: {
      operationId: endpoint.id,
      summary: endpoint.summary,
      tags: endpoint.tags,
      ...(endpoint.access !== 'public' ? { security: [{ bearer: [] }] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body && !endpoint.multipart ? { body: endpoint.body } : {}),
      response: { 200: endpoint.response, '4xx': errorResponseSchema, '5xx': errorResponseSchema },
    },
    handler: async (req, reply) => {
      assertAccess(endpoint.access, req.user);
      return handler({
        params: req.params as never,
        query: req.query as never,
        body: req.body as never,
        user: req.user,
        req,
        reply,
      });
    },
  });
}

/** Ids of the endpoints registered on this app (checked against the contract at start). */
export const registeredEndpointIds = (app: FastifyInstance): Set<string> =>
  registered.get(app.server as unknown as FastifyInstance) ?? new Set();
