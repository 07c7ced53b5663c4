/**
 * openapi.yaml at runtime (parsed when the module is built: virtual:openapi-document): the mock
 * backend takes each operation's method, path, parameters and request schema from the contract
 * itself (so it cannot answer on a path the contract does not have) and validates requests with
 * the contract's JSON schemas (missing or malformed fields -> 400 with ModelState). The contract
 * test reuses the same loader and validator.
 */
import openApiDocument from 'virtual:openapi-document';
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import precompiled from 'virtual:contract-validators';
import {
  SPEC_ID,
  listOperations,
  paramKey,
  rebase,
  requestKey,
  resolveRefIn,
  type HttpMethod,
  type OpenApiDocument,
  type OperationInfo,
  type OperationObject,
  type ParameterObject,
} from './contractSchemas';

export type { HttpMethod, OpenApiDocument, OperationInfo, OperationObject, ParameterObject };
export { paramKey, requestKey };

let ajv: Ajv2020 | null = null;
let operations: Map<string, OperationInfo> | null = null;
const validators = new Map<string, ValidateFunction>();

export function openApi(): OpenApiDocument {
  return openApiDocument;
}

/** Resolves a local `#/components/...` reference. */
export function resolveRef<T>(ref: string): T {
  return resolveRefIn<T>(openApi(), ref);
}

/** Every operation of the contract, by operationId. */
export function contractOperations(): Map<string, OperationInfo> {
  operations ??= listOperations(openApi());
  return operations;
}

export function operationInfo(operationId: string): OperationInfo {
  const info = contractOperations().get(operationId);
  if (!info) throw new Error(`openapi.yaml has no operation "${operationId}"`);
  return info;
}

/** Ajv (JSON Schema 2020-12, as OpenAPI 3.1 uses) holding the whole contract under $id "openapi.yaml". */
export function contractAjv(): Ajv2020 {
  if (ajv) return ajv;
  ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addFormat('password', true);
  ajv.addSchema({ ...openApi(), $id: SPEC_ID } as Record<string, unknown>);
  return ajv;
}

/**
 * A validator for a schema given inline or as a `#/components/...` reference: the build's
 * precompiled one where there is one (every request schema: the in-browser mock runs under the
 * pages' CSP, which allows no eval), else compiled now (Node: tests, the HTTP mock server).
 */
export function schemaValidator(schema: Record<string, unknown>, cacheKey: string): ValidateFunction {
  let v = validators.get(cacheKey) ?? precompiled[cacheKey];
  if (!v) {
    v = contractAjv().compile(rebase(schema) as Record<string, unknown>);
    validators.set(cacheKey, v);
  }
  return v;
}

/** Validator of a component schema by name (e.g. "SearchRequest"). */
export function componentValidator(name: string): ValidateFunction {
  return schemaValidator({ $ref: `#/components/schemas/${name}` }, `component:${name}`);
}

/** Validator of an operation's JSON request body (null when it has none). */
export function requestBodyValidator(operationId: string): ValidateFunction | null {
  const info = operationInfo(operationId);
  const schema = info.operation.requestBody?.content['application/json']?.schema;
  return schema ? schemaValidator(schema, requestKey(operationId)) : null;
}

/** The JSON schema of an operation's response for a status, or null (no body / not declared). */
export function responseSchema(operationId: string, status: number): Record<string, unknown> | null {
  const info = operationInfo(operationId);
  const declared = info.operation.responses[String(status)];
  if (!declared) return null;
  const response = declared.$ref
    ? resolveRef<{ content?: Record<string, { schema: Record<string, unknown> }> }>(declared.$ref)
    : declared;
  return response.content?.['application/json']?.schema ?? null;
}

function humanField(path: string): string {
  const last = path.split('.').pop() ?? path;
  return last.replace(/\[\d+\]$/, '');
}

/**
 * Turns ajv errors into ModelState: key = field path (Booker.Email, Rooms[0].NumberOfAdults),
 * value = readable messages.
 */
export function errorsToModelState(errors: ErrorObject[] | null | undefined, root = ''): Record<string, string[]> {
  const modelState: Record<string, string[]> = {};
  const add = (key: string, message: string) => {
    const k = key || root || 'request';
    const list = (modelState[k] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  for (const e of errors ?? []) {
    // oneOf/anyOf wrappers repeat the branch errors: keep only the leaf ones.
    if (e.keyword === 'oneOf' || e.keyword === 'anyOf' || e.keyword === 'if') continue;
    const base = e.instancePath
      .split('/')
      .filter(Boolean)
      .reduce((acc, seg) => (/^\d+$/.test(seg) ? `${acc}[${seg}]` : acc ? `${acc}.${seg}` : seg), root);
    if (e.keyword === 'required') {
      const missing = String((e.params as { missingProperty?: string }).missingProperty);
      const key = base ? `${base}.${missing}` : missing;
      add(key, `The ${missing} field is required.`);
    } else if (e.keyword === 'type' && (e.params as { type?: unknown }).type === 'null') {
      continue; // the nullable branch of a oneOf: the other branch's error says what is wrong
    } else if (e.keyword === 'additionalProperties') {
      continue; // unknown fields are ignored, as model binding does
    } else {
      const field = humanField(base) || 'request';
      add(base, `The ${field} field ${e.message ?? 'is invalid'}.`);
    }
  }
  return modelState;
}
