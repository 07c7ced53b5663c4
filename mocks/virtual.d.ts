/** The mock's request validators, precompiled from openapi.yaml (scripts/vite-plugin-contract-validators.ts). */
declare module 'virtual:contract-validators' {
  import type { ValidateFunction } from 'ajv';
  const validators: Record<string, ValidateFunction>;
  export default validators;
}

/** openapi.yaml, parsed when the module is built (scripts/vite-plugin-contract-validators.ts). */
declare module 'virtual:openapi-document' {
  const document: import('./contractSchemas').OpenApiDocument;
  export default document;
}
