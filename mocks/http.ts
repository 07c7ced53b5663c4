/**
 * How the mock backend answers HTTP: one `defineOperation(operationId, resolver)` per operation
 * of openapi.yaml. The method and path come from the contract; before the resolver runs, the
 * wrapper does what a real server's pipeline does:
 *   1. waits until the mock database is ready;
 *   2. refuses a state-changing call whose X-XSRF-TOKEN header does not match the XSRF-TOKEN
 *      cookie (403 + Message);
 *   3. validates path/query parameters and the JSON body against the contract (400 + ModelState);
 * and after it: sets the XSRF-TOKEN cookie when the request had none, turns thrown HttpErrors
 * into error bodies (anything unexpected becomes a 500 ErrorBody), and tells the persistence
 * hook that data may have changed.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { components, operations } from '@/api/schema';
import {
  errorsToModelState,
  paramKey,
  operationInfo,
  requestBodyValidator,
  schemaValidator,
  type ParameterObject,
} from './contract';
import { db, ensureMockDb, notifyMockDbWrite } from './db';
import { XSRF_MESSAGE } from './db/demo';
import type { SessionRecord, UserRecord } from './db/schemas';

export type Schemas = components['schemas'];
export type ErrorBody = Schemas['ErrorBody'];
export type ModelState = NonNullable<ErrorBody['ModelState']>;
export type OperationId = keyof operations;

/** The anti-forgery names are the client's own (src/api/middleware): one place for both sides. */
import { XSRF_COOKIE, XSRF_HEADER } from '@/api/middleware';
export { SESSION_COOKIE } from './cookieNames';
import { SESSION_COOKIE } from './cookieNames';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Questions the contract sends by POST (their bodies are too rich for a query string) that change
 * nothing: the XSRF check applies as to any POST, but the browser's copy of the database is not
 * written again after them (a whole copy after every search: some 9 ms of the page's thread).
 */
const QUERIES_SENT_BY_POST: ReadonlySet<OperationId> = new Set<OperationId>([
  'searchAvailability',
  'searchPropertyGroup',
  'searchPropertyGroupAreaAvailability',
  'checkVoucherCode',
]);

type Op<K extends OperationId> = operations[K];
type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : never;

/** The JSON request body of an operation (undefined when it has none). */
export type BodyOf<K extends OperationId> =
  Op<K> extends { requestBody: { content: { 'application/json': infer B } } }
    ? B
    : Op<K> extends { requestBody?: { content: { 'application/json': infer B } } }
      ? B | undefined
      : undefined;

/** The query parameters of an operation, coerced to their contract types. */
export type QueryOf<K extends OperationId> = Op<K>['parameters'] extends { query?: infer Q }
  ? [Q] extends [never]
    ? Record<string, never>
    : NonNullable<Q>
  : Record<string, never>;

export type PathOf<K extends OperationId> = Op<K>['parameters'] extends { path?: infer P }
  ? [P] extends [never]
    ? Record<string, never>
    : NonNullable<P>
  : Record<string, never>;

/** The 200 body of an operation. */
export type OkBody<K extends OperationId> = Op<K>['responses'] extends { 200: infer R } ? JsonOf<R> : never;

/** An error the resolver throws to answer with an ErrorBody. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly modelState?: ModelState,
    /** response headers of the error (e.g. Retry-After of a 429) */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const fail = (status: number, message: string, modelState?: ModelState): never => {
  throw new HttpError(status, message, modelState);
};

export const INVALID_REQUEST = 'The request is invalid.';

/** 429 Too Many Requests with its Retry-After (seconds). */
export const tooManyRequests = (message: string, retryAfterSeconds: number): never => {
  throw new HttpError(429, message, undefined, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
};

/** 400 with ModelState. */
export const invalid = (modelState: ModelState, message = INVALID_REQUEST): never => fail(400, message, modelState);

/** Collects field errors; `throwIfAny()` answers 400 when there are some. */
export class ModelStateBuilder {
  readonly errors: ModelState = {};
  add(field: string, message: string | undefined | null | false): this {
    if (message) (this.errors[field] ??= []).push(message);
    return this;
  }
  get hasErrors(): boolean {
    return Object.keys(this.errors).length > 0;
  }
  throwIfAny(message = INVALID_REQUEST): void {
    if (this.hasErrors) invalid(this.errors, message);
  }
}

export type Reply = { status: number; body?: unknown; setCookies?: string[]; headers?: Record<string, string> };

export interface OperationContext<K extends OperationId> {
  operationId: K;
  request: Request;
  url: URL;
  cookies: Record<string, string>;
  params: PathOf<K>;
  query: QueryOf<K>;
  body: BodyOf<K>;
  /** Cookies to set on the response (e.g. the session). */
  setCookies: string[];
  ok(body: OkBody<K>): Reply;
  noContent(): Reply;
}

/** The session of the request, or null (unknown, expired or missing cookie). */
export function sessionOf(cookies: Record<string, string>): { session: SessionRecord; user: UserRecord } | null {
  const token = cookies[SESSION_COOKIE];
  if (!token) return null;
  const session = db.sessions.findFirst((q) => q.where({ Token: token }));
  if (!session) return null;
  const user = db.users.findFirst((q) => q.where({ UserId: session.UserId }));
  return user ? { session, user } : null;
}

/** The logged-in user, else 401. */
export function requireUser(cookies: Record<string, string>): UserRecord {
  const s = sessionOf(cookies);
  if (!s) return fail(401, 'Authorization has been denied for this request.');
  return s.user;
}

export function sessionCookie(token: string): string {
  // Not HttpOnly in the mock: see docs/mock-backend.md ("Cookies").
  return `${SESSION_COOKIE}=${token}; Path=/; SameSite=Lax`;
}

export function clearSessionCookie(): string {
  return `${SESSION_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

function coerce(value: string, schema: Record<string, unknown> | undefined): unknown {
  const type = schema?.type;
  if (type === 'integer' || type === 'number') {
    const n = Number(value);
    return value.trim() !== '' && Number.isFinite(n) ? n : value;
  }
  if (type === 'boolean') {
    if (value === 'true') return true;
    if (value === 'false') return false;
    return value;
  }
  return value;
}

function readParameters(
  operationId: OperationId,
  params: ParameterObject[],
  url: URL,
  pathParams: Record<string, string | readonly string[] | undefined>,
): { query: Record<string, unknown>; path: Record<string, unknown> } {
  const query: Record<string, unknown> = {};
  const path: Record<string, unknown> = {};
  const errors = new ModelStateBuilder();
  for (const p of params) {
    if (p.in !== 'query' && p.in !== 'path') continue;
    const rawValue = p.in === 'query' ? url.searchParams.get(p.name) : pathParams[p.name];
    const raw = Array.isArray(rawValue) ? rawValue[0] : (rawValue as string | null | undefined);
    if (raw === null || raw === undefined || raw === '') {
      if (p.required) errors.add(p.name, `The ${p.name} field is required.`);
      continue;
    }
    const value = coerce(raw, p.schema);
    if (p.schema) {
      const v = schemaValidator(p.schema, paramKey(operationId, p.name));
      if (!v(value)) {
        for (const [, msgs] of Object.entries(errorsToModelState(v.errors, p.name)))
          for (const m of msgs) errors.add(p.name, m);
        continue;
      }
    }
    (p.in === 'query' ? query : path)[p.name] = value;
  }
  errors.throwIfAny();
  return { query, path };
}

function errorReply(status: number, message: string, modelState?: ModelState): Reply {
  const body: ErrorBody =
    modelState && Object.keys(modelState).length > 0
      ? { Message: message, ModelState: modelState }
      : { Message: message };
  return { status, body };
}

function toResponse(reply: Reply, extraCookies: string[]): Response {
  const headers = new Headers();
  for (const c of [...(reply.setCookies ?? []), ...extraCookies]) headers.append('Set-Cookie', c);
  for (const [name, value] of Object.entries(reply.headers ?? {})) headers.set(name, value);
  if (reply.body === undefined || reply.status === 204)
    return new HttpResponse(null, { status: reply.status, headers });
  const text = JSON.stringify(reply.body);
  headers.set('Content-Type', 'application/json');
  headers.set('Content-Length', String(utf8Length(text)));
  return new HttpResponse(text, { status: reply.status, headers });
}

/**
 * A text's length in UTF-8 bytes (a response's Content-Length). MSW's `HttpResponse.json` measures
 * it by encoding the text into a Blob: a second encoding of every answer, some 2 ms of a search's
 * 384 KiB. The mock's answers are nearly always ASCII (one byte a character); others are encoded.
 */
export function utf8Length(text: string): number {
  // eslint-disable-next-line no-control-regex -- the test is for characters outside ASCII
  return /[^\u0000-\u007f]/.test(text) ? new TextEncoder().encode(text).length : text.length;
}

/** openapi path (/api/Property/{propertyCode}) -> MSW path (* /api/Property/:propertyCode). */
export function mswPath(contractPath: string): string {
  return `*${contractPath.replace(/\{([^}]+)\}/g, ':$1')}`;
}

/** Operations the mock implements (filled as handler modules load). */
export const implementedOperations = new Set<string>();

export type Resolver<K extends OperationId> = (ctx: OperationContext<K>) => Reply | Promise<Reply>;

/** One operation of the contract as the mock answers it (`operationsHandler` puts them on the wire). */
export interface MockOperation {
  readonly operationId: OperationId;
  /** the path parameters when the request is this operation's, else null */
  match(request: Request, url: URL): Record<string, string> | null;
  answer(request: Request, params: Record<string, string>, cookies: Record<string, string>): Promise<Response>;
}

/** The contract's path as a pattern of the request's pathname: `{name}` is one segment, decoded. */
function pathPattern(contractPath: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = contractPath
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const name = /^\{([^}]+)\}$/.exec(part)?.[1];
      if (name === undefined) return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
      names.push(name);
      return '([^/]+)';
    })
    .join('');
  // like MSW's "*/path": any origin and prefix before the path, an optional trailing slash
  return { pattern: new RegExp(`${source}/?$`, 'i'), names };
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * One MSW handler for many operations, each request given to the first operation whose method and
 * path it has. (MSW parses the cookies and URL of every request once per handler before it looks
 * at the path: with a handler per operation, every request of the page, scripts and pictures
 * included, was parsed some fifty times.)
 */
export function operationsHandler(operations: readonly MockOperation[]): HttpHandler {
  return http.all('*', ({ request, cookies }) => {
    const url = new URL(request.url);
    for (const operation of operations) {
      const params = operation.match(request, url);
      if (params) return operation.answer(request, params, cookies);
    }
    return undefined;
  });
}

/** Defines how the mock answers one contract operation. */
export function defineOperation<K extends OperationId>(operationId: K, resolver: Resolver<K>): MockOperation {
  const info = operationInfo(operationId);
  implementedOperations.add(operationId);
  const method = info.method.toUpperCase();
  const { pattern, names } = pathPattern(info.path);
  const match = (request: Request, url: URL) => {
    if (request.method.toUpperCase() !== method) return null;
    const found = pattern.exec(url.pathname);
    return found ? Object.fromEntries(names.map((name, i) => [name, decoded(found[i + 1] ?? '')])) : null;
  };
  const answer = async (request: Request, params: Record<string, string>, cookies: Record<string, string>) => {
    const hadXsrfCookie = Boolean(cookies[XSRF_COOKIE]);
    const extraCookies = hadXsrfCookie ? [] : [`${XSRF_COOKIE}=${crypto.randomUUID()}; Path=/; SameSite=Lax`];
    const stateChanging = STATE_CHANGING.has(request.method.toUpperCase());
    let reply: Reply;
    try {
      await ensureMockDb();
      if (stateChanging) {
        const header = request.headers.get(XSRF_HEADER);
        if (!header || !cookies[XSRF_COOKIE] || header !== cookies[XSRF_COOKIE]) fail(403, XSRF_MESSAGE);
      }
      const url = new URL(request.url);
      const { query, path } = readParameters(
        operationId,
        info.parameters,
        url,
        params as Record<string, string | readonly string[] | undefined>,
      );
      let body: unknown = undefined;
      const validate = requestBodyValidator(operationId);
      if (validate) {
        const text = await request.text();
        if (text.trim() === '') {
          if (info.operation.requestBody?.required) invalid({ request: ['A request body is required.'] });
        } else {
          try {
            body = JSON.parse(text) as unknown;
          } catch {
            invalid({ request: ['The request body is not valid JSON.'] });
          }
          if (!validate(body)) invalid(errorsToModelState(validate.errors));
        }
      }
      const setCookies: string[] = [];
      const ctx: OperationContext<K> = {
        operationId,
        request,
        url,
        cookies,
        params: path as PathOf<K>,
        query: query as QueryOf<K>,
        body: body as BodyOf<K>,
        setCookies,
        ok: (b) => ({ status: 200, body: b, setCookies }),
        noContent: () => ({ status: 204, setCookies }),
      };
      reply = await resolver(ctx);
      if (stateChanging && !QUERIES_SENT_BY_POST.has(operationId)) notifyMockDbWrite();
    } catch (error) {
      if (error instanceof HttpError) {
        reply = { ...errorReply(error.status, error.message, error.modelState), headers: error.headers };
      } else {
        console.error(`[mock backend] ${operationId} failed`, error);
        reply = errorReply(500, 'An error has occurred.');
      }
    }
    return toResponse(reply, extraCookies);
  };
  return { operationId, match, answer };
}

/** An ErrorBody response (for scenarios and ad-hoc overrides in tests and stories). */
export function errorResponse(status: number, message: string, modelState?: ModelState): Response {
  return toResponse(errorReply(status, message, modelState), []);
}
