/**
 * `virtual:openapi-document`: openapi.yaml, parsed at build time.
 * `virtual:contract-validators`: the mock backend's request validators (every JSON body, query
 * and path parameter of openapi.yaml, mocks/contractSchemas.ts) compiled by ajv when the module
 * is built, as plain code. Ajv otherwise compiles them in the page with `new Function`, which the
 * pages' Content-Security-Policy forbids (no 'unsafe-eval'); precompiled, the in-browser mock
 * runs under the same policy as a real deployment. Vite serves the module wherever the mock is
 * loaded (dev, mock builds, tests, Storybook); it follows openapi.yaml on every change.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { parse } from 'yaml';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { rebase, requestSchemas, type OpenApiDocument } from '../mocks/contractSchemas.ts';

const ID = 'virtual:contract-validators';
const RESOLVED = `\0${ID}`;
/** The contract itself, parsed when the module is built (the mock reads it on every start). */
const DOCUMENT_ID = 'virtual:openapi-document';
const DOCUMENT_RESOLVED = `\0${DOCUMENT_ID}`;
/** Absolute ids, so each schema's references resolve into the contract (ids appear nowhere in errors). */
const BASE = 'https://contract.invalid/';

/** ESM source exporting `{ [cacheKey]: validate }` for every request schema of the contract. */
export function contractValidatorsSource(specText: string): string {
  const doc = parse(specText) as OpenApiDocument;
  // the same options as the run-time compiler (mocks/contract.ts), plus code generation
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    validateFormats: true,
    code: { source: true, esm: true, formats: undefined },
  });
  addFormats(ajv);
  ajv.addFormat('password', true);
  const specId = `${BASE}openapi.yaml`;
  ajv.addSchema({ ...doc, $id: specId } as Record<string, unknown>);
  const keys = Object.entries(requestSchemas(doc));
  keys.forEach(([, schema], i) =>
    ajv.addSchema({ ...(rebase(schema, specId) as Record<string, unknown>), $id: `${BASE}v${i}` }),
  );
  let code = standaloneCode(ajv, Object.fromEntries(keys.map((_, i) => [`v${i}`, `${BASE}v${i}`])));
  // The generated code still `require`s ajv's run-time helpers (string length, formats), CommonJS
  // modules with `exports.default`: import them, and read them as `require` would (Node gives the
  // namespace's default as module.exports, the bundler the exports themselves).
  const required = [...new Set([...code.matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1] as string))];
  required.forEach((specifier, i) => {
    code = code.replaceAll(`require("${specifier}")`, `__dep${i}`);
  });
  const imports = [
    'const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);',
    ...required.map((specifier, i) => `import * as __ns${i} from ${JSON.stringify(specifier)};`),
    ...required.map((_, i) => `const __dep${i} = __cjs(__ns${i});`),
  ].join('\n');
  const map = keys.map(([key], i) => `  ${JSON.stringify(key)}: v${i},`).join('\n');
  return `${imports}\n${code}\nexport default {\n${map}\n};\n`;
}

/**
 * ESM source exporting the parsed contract. As a string for `JSON.parse`: the engine reads JSON
 * several times faster than the same data as an object literal, and far faster than a YAML
 * parser in the page (which cost every start of the in-browser mock some 300 ms).
 */
export function openApiDocumentSource(specText: string): string {
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(parse(specText)))});\n`;
}

export function contractValidators(specPath: string): Plugin {
  return {
    name: 'hbe-contract-validators',
    resolveId(id) {
      if (id === ID) return RESOLVED;
      return id === DOCUMENT_ID ? DOCUMENT_RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED && id !== DOCUMENT_RESOLVED) return undefined;
      this.addWatchFile(specPath);
      const specText = readFileSync(specPath, 'utf8');
      return id === RESOLVED ? contractValidatorsSource(specText) : openApiDocumentSource(specText);
    },
  };
}
