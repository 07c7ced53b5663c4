/**
 * The contract's schemas as the mock backend validates them, with no Vite-only imports, so the
 * build can precompile them (scripts/vite-plugin-contract-validators.ts) and the mock can
 * compile the same ones at run time (mocks/contract.ts).
 */

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface ParameterObject {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema?: Record<string, unknown>;
}

export interface OperationObject {
  operationId: string;
  parameters?: Array<ParameterObject | { $ref: string }>;
  requestBody?: { required?: boolean; content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: Record<string, unknown> }> }>;
}

export interface OpenApiDocument {
  paths: Record<string, Partial<Record<HttpMethod, OperationObject>>>;
  components: Record<string, Record<string, unknown>>;
}

export interface OperationInfo {
  operationId: string;
  method: HttpMethod;
  /** The contract's path, e.g. /api/Property/{propertyCode}. */
  path: string;
  operation: OperationObject;
  parameters: ParameterObject[];
}

/** The $id the whole contract is registered under in ajv. */
export const SPEC_ID = 'openapi.yaml';
const METHODS: HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];

/** Resolves a local `#/components/...` reference in `doc`. */
export function resolveRefIn<T>(doc: OpenApiDocument, ref: string): T {
  const parts = ref.replace(/^#\//, '').split('/');
  let node: unknown = doc;
  for (const part of parts) {
    node = (node as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  if (node === undefined) throw new Error(`openapi.yaml: unresolved $ref ${ref}`);
  return node as T;
}

/** Every operation of the contract, by operationId. */
export function listOperations(doc: OpenApiDocument): Map<string, OperationInfo> {
  const operations = new Map<string, OperationInfo>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      operations.set(operation.operationId, {
        operationId: operation.operationId,
        method,
        path,
        operation,
        parameters: (operation.parameters ?? []).map((p) =>
          '$ref' in p && typeof p.$ref === 'string'
            ? resolveRefIn<ParameterObject>(doc, p.$ref)
            : (p as ParameterObject),
        ),
      });
    }
  }
  return operations;
}

/** Rewrites local $refs (#/components/...) to point into the contract registered as `specId`. */
export function rebase(node: unknown, specId = SPEC_ID): unknown {
  if (Array.isArray(node)) return node.map((item) => rebase(item, specId));
  if (node && typeof node === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node)) {
      out[k] = k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `${specId}${v}` : rebase(v, specId);
    }
    return out;
  }
  return node;
}

/** The cache key of an operation's request-body validator. */
export const requestKey = (operationId: string) => `request:${operationId}`;
/** The cache key of a query or path parameter's validator. */
export const paramKey = (operationId: string, name: string) => `param:${operationId}:${name}`;

/**
 * Every schema the mock checks a request against (each JSON body, each query and path
 * parameter), by cache key: what a mock build precompiles, so the in-browser mock compiles
 * nothing at run time (the pages' CSP allows no eval).
 */
export function requestSchemas(doc: OpenApiDocument): Record<string, Record<string, unknown>> {
  const schemas: Record<string, Record<string, unknown>> = {};
  for (const info of listOperations(doc).values()) {
    const body = info.operation.requestBody?.content['application/json']?.schema;
    if (body) schemas[requestKey(info.operationId)] = body;
    for (const p of info.parameters)
      if ((p.in === 'query' || p.in === 'path') && p.schema) schemas[paramKey(info.operationId, p.name)] = p.schema;
  }
  return schemas;
}
