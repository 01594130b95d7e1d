import { z } from 'zod';

/** Who may call an endpoint. `buyer` = isBuyer and not staff; `staff` = admin or employee. */
/** `console`: staff, or a seller (restricted to its own lots by the handler: `consoleScope`). */
export type Access = 'public' | 'user' | 'buyer' | 'staff' | 'console';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Every call carries the site id (api-notes "Transport"). Default site is 1. */
export const siteIdField = z.coerce.number().int().positive().default(1);

type AnyObject = z.ZodObject<z.ZodRawShape>;

export interface EndpointInput<
  P extends AnyObject | undefined,
  Q extends AnyObject | undefined,
  B extends AnyObject | undefined,
  R extends z.ZodType,
> {
  /** Stable operation id, `<feature>.<name>` (also the OpenAPI operationId). */
  id: string;
  method: HttpMethod;
  /** Path base under /api: `user` unless the spec names another (api-notes). */
  base?: string;
  /** Path after the base, with `:param` segments, e.g. `getLangPhrases/:language`. */
  path: string;
  summary: string;
  tags: string[];
  access: Access;
  params?: P;
  query?: Q;
  body?: B;
  /** multipart/form-data body (uploads); `body` then describes the text fields. */
  multipart?: boolean;
  /** A multipart endpoint's upload limits (default 5 files of 10 MB each); the server refuses more before storing it. */
  upload?: { files?: number; fileSize?: number };
  /**
   * The body may also come as form data, as the spec's client sends it
   * (application/x-www-form-urlencoded or multipart/form-data text fields, plus any files);
   * JSON is still accepted. Form values are strings: declare numbers with `z.coerce`,
   * money with `money` (it accepts decimal strings). Files reach the handler in `files`.
   */
  formData?: boolean;
  response: R;
}

type SiteShape = { site_id: typeof siteIdField };
type WithSite<S> =
  S extends z.ZodObject<infer Sh, infer C> ? z.ZodObject<Sh & SiteShape, C> : z.ZodObject<SiteShape>;
type Bodyless = 'GET' | 'DELETE';

const withSite = (schema: AnyObject | undefined) => (schema ?? z.object({})).extend({ site_id: siteIdField });

/**
 * Declares one endpoint. `site_id` is added to the query of a GET/DELETE and to the
 * body of every other method, so server validation, the OpenAPI document and the
 * client all see it without each endpoint repeating it.
 */
export function defineEndpoint<
  M extends HttpMethod,
  P extends AnyObject | undefined = undefined,
  Q extends AnyObject | undefined = undefined,
  B extends AnyObject | undefined = undefined,
  R extends z.ZodType = z.ZodType,
>(def: EndpointInput<P, Q, B, R> & { method: M }) {
  const base = def.base ?? 'user';
  const bodyless = def.method === 'GET' || def.method === 'DELETE';
  return {
    ...def,
    base,
    url: `/api/${base}/${def.path}`,
    query: bodyless ? withSite(def.query) : def.query,
    body: bodyless ? def.body : withSite(def.body),
  } as Omit<EndpointInput<P, Q, B, R>, 'base' | 'query' | 'body' | 'method'> & {
    method: M;
    base: string;
    url: string;
    query: M extends Bodyless ? WithSite<Q> : Q;
    body: M extends Bodyless ? B : WithSite<B>;
  };
}

export type AnyEndpoint = ReturnType<typeof defineEndpoint<HttpMethod, AnyObject | undefined, AnyObject | undefined, AnyObject | undefined, z.ZodType>>;

/** Input types a caller supplies (site_id is optional: the client adds it). */
export type ParamsOf<E> = E extends { params?: infer P } ? (P extends z.ZodType ? z.input<P> : undefined) : undefined;
export type QueryOf<E> = E extends { query?: infer Q } ? (Q extends z.ZodType ? z.input<Q> : undefined) : undefined;
export type BodyOf<E> = E extends { body?: infer B } ? (B extends z.ZodType ? z.input<B> : undefined) : undefined;
export type ResponseOf<E> = E extends { response: infer R } ? (R extends z.ZodType ? z.output<R> : never) : never;
