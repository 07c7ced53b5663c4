// @ts-check
/**
 * ESLint rule `house/area-imports`: an import that leaves its area uses the path alias.
 *
 * Areas: each folder of src (src/app, src/api, src/domain, src/features, src/ui), machines and
 * mocks. Inside an area relative imports are fine (`./BasketSummary`, `../search/x`); an import of
 * another area is written with its alias (`@/domain/pricing`, `@machines/booking/booking.machine`,
 * `@mocks/browser`), so a file reads the same wherever it moves and the boundaries are visible.
 * Tests, stories and scripts are areas of their own and use the aliases for the app's code too.
 * Fixable: `eslint --fix` rewrites such an import to its alias.
 */
import path from 'node:path';

const ALIASES = [
  { folder: 'src', alias: '@/' },
  { folder: 'machines', alias: '@machines/' },
  { folder: 'mocks', alias: '@mocks/' },
];

/** @param {string} relative a path relative to the project root, with forward slashes */
function areaOf(relative) {
  const parts = relative.split('/');
  if (parts[0] === 'src' && parts.length > 2) return `src/${parts[1]}`;
  return parts.length > 1 ? (parts[0] ?? '') : relative;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'suggestion',
    fixable: 'code',
    docs: { description: 'Imports that leave their area use the path alias (@/, @machines/, @mocks/).' },
    messages: { useAlias: 'Import of another area: write it as "{{alias}}".' },
    schema: [],
  },
  create(context) {
    const root = context.cwd;
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    const fromArea = areaOf(file);

    /** @param {any} node the string literal of an import source */
    function check(node) {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string' || !node.value.startsWith('.')) return;
      const target = path
        .relative(root, path.resolve(path.dirname(context.filename), node.value))
        .split(path.sep)
        .join('/');
      if (areaOf(target) === fromArea) return;
      const mapping = ALIASES.find(({ folder }) => target.startsWith(`${folder}/`));
      if (!mapping) return;
      const alias = mapping.alias + target.slice(mapping.folder.length + 1);
      const quote = node.raw?.[0] ?? "'";
      context.report({
        node,
        messageId: 'useAlias',
        data: { alias },
        fix: (fixer) => fixer.replaceText(node, `${quote}${alias}${quote}`),
      });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { rules: { 'area-imports': rule } };
