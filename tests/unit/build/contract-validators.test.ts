import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import precompiled from 'virtual:contract-validators';
import { contractValidatorsSource } from '../../../scripts/vite-plugin-contract-validators';
import { requestSchemas, type OpenApiDocument } from '@mocks/contractSchemas';
import { errorsToModelState, openApi } from '@mocks/contract';

const spec = readFileSync('openapi.yaml', 'utf8');

describe('the mock backend’s precompiled request validators', () => {
  it('cover every request body and parameter of the contract, as code needing no eval or require', () => {
    const keys = Object.keys(requestSchemas(parse(spec) as OpenApiDocument));
    expect(keys).toContain('request:createReservation');
    expect(Object.keys(precompiled).sort()).toEqual([...keys].sort());
    const source = contractValidatorsSource(spec);
    expect(source).not.toMatch(/require\(|new Function|\beval\(/);
    // it compiles every validator of the contract again: 2-3 s under the whole suite's load, and
    // past Vitest's 5 s with a third worker; the limit guards against a hang, not a speed
  }, 30_000);

  it('say what is wrong with a request, as the compiled-at-run-time ones did', () => {
    const validate = precompiled['request:createReservation'];
    expect(validate?.({ Booker: { Email: 42 } })).toBe(false);
    const modelState = errorsToModelState(validate?.errors);
    expect(modelState['Booker.Email']).toEqual(['The Email field must be string.']);
  });
});

describe('the contract as the mock reads it (virtual:openapi-document)', () => {
  it('is openapi.yaml, parsed when the module is built', () => {
    expect(openApi()).toEqual(parse(spec));
    expect(openApi().paths['/api/Property/{propertyCode}']).toBeDefined();
  });
});
