/** The mock's request validators, precompiled from openapi.yaml (scripts/vite-plugin-contract-validators.ts). */
declare module 'virtual:contract-validators' {
  import type { ValidateFunction } from 'ajv';
  const validators: Record<string, ValidateFunction>;
  export default validators;
}
