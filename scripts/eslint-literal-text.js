// @ts-check
/**
 * ESLint rule `house/literal-text`: the words a guest reads come from the message catalogues
 * (src/i18n, docs/decisions.md "Texts"), never from a literal in a component. Reported: words in
 * JSX text; a string or template with words as an element's child (`{'Next'}`, `{ok ? 'Yes' :
 * 'No'}`); words given to a property that names a text (label, aria-label, title, placeholder,
 * alt, legend, hint, busyText, fallback, message, error, description, anything ending
 * in Label, Text, Title, Hint or Message), as a JSX
 * attribute or an object's field (`{ value: 'none', label: 'No offer' }`). Words are two letters
 * in a row; punctuation and symbols ("·", "×", "+") are not words.
 */

const WORDS = /[A-Za-z]{2}/;
const TEXT_NAME = new RegExp(
  '^(label|aria-label|aria-description|title|placeholder|alt|legend|hint|busyText|caption|heading|' +
    'fallback|message|error|description)$' +
    '|(Label|Text|Title|Hint|Message)$',
);

/** @param {any} node */
function hasWords(node) {
  if (!node) return false;
  if (node.type === 'Literal') return typeof node.value === 'string' && WORDS.test(node.value);
  if (node.type === 'TemplateLiteral') {
    return node.quasis.some((/** @type {any} */ quasi) => WORDS.test(quasi.value.cooked ?? ''));
  }
  if (node.type === 'ConditionalExpression') return hasWords(node.consequent) || hasWords(node.alternate);
  if (node.type === 'LogicalExpression') return hasWords(node.right);
  return false;
}

/** @param {any} key */
function nameOf(key) {
  if (!key) return '';
  if (key.type === 'JSXIdentifier' || key.type === 'Identifier') return key.name;
  if (key.type === 'JSXNamespacedName') return `${key.namespace.name}:${key.name.name}`;
  if (key.type === 'Literal') return String(key.value);
  return '';
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Texts a guest reads come from the message catalogues (src/i18n).' },
    messages: {
      literal: 'Text "{{text}}" written in the code: take it from the flow\'s message catalogue (src/i18n).',
    },
    schema: [],
  },
  create(context) {
    /** @param {any} node */
    const report = (node) =>
      context.report({
        node,
        messageId: 'literal',
        data: { text: context.sourceCode.getText(node).trim().slice(0, 60) },
      });
    return {
      /** @param {any} node */
      JSXText(node) {
        if (WORDS.test(node.value)) report(node);
      },
      /** @param {any} node */
      JSXExpressionContainer(node) {
        const parent = node.parent;
        if (parent?.type === 'JSXAttribute') {
          if (TEXT_NAME.test(nameOf(parent.name)) && hasWords(node.expression)) report(node);
        } else if (hasWords(node.expression)) report(node);
      },
      /** @param {any} node */
      JSXAttribute(node) {
        if (node.value?.type === 'Literal' && TEXT_NAME.test(nameOf(node.name)) && hasWords(node.value)) report(node);
      },
      /** @param {any} node */
      Property(node) {
        if (TEXT_NAME.test(nameOf(node.key)) && hasWords(node.value)) report(node);
      },
    };
  },
};

export default { rules: { 'literal-text': rule } };
