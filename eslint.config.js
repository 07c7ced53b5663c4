// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { readdirSync, existsSync } from 'node:fs';
import house from './scripts/eslint-area-imports.js';
import texts from './scripts/eslint-literal-text.js';

/**
 * Import boundaries (docs/decisions.md, "Layers"):
 *   features -> machines -> domain/api. src/domain imports no framework and nothing of ours but
 *   API types; machines never import React, features, app or mocks; features never import each
 *   other; src never imports mocks statically (main.tsx loads them with a dynamic import).
 */
const features = existsSync('src/features')
  ? readdirSync('src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

/**
 * The code whose texts all come from the message catalogues (src/i18n): a word written in it is an
 * error (scripts/eslint-literal-text.js). Stories and tests write the texts they show or look for.
 */
const TEXTS_FROM_CATALOGUES = ['src/**/*.{ts,tsx}', 'machines/**/*.ts'];

const noMocks = {
  group: ['**/mocks/**', '@mocks/*', 'msw', 'msw/*', '@msw/*'],
  message: 'src never imports the mock backend statically.',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-mock',
      'storybook-static',
      'node_modules',
      'src/api/schema.d.ts',
      'reports',
      'test-results',
      'playwright-report',
      '.stryker-tmp',
      'public/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // house rule: no line over 120 characters (Prettier cannot break strings, comments or test titles)
      'max-len': ['error', { code: 120, ignoreUrls: true, ignorePattern: '^import |^export \\{' }],
    },
  },
  {
    // an import that leaves its area uses the alias (@/, @machines/, @mocks/): scripts/eslint-area-imports.js
    files: [
      'src/**/*.{ts,tsx}',
      'machines/**/*.ts',
      'mocks/**/*.ts',
      'tests/**/*.{ts,tsx}',
      'stories/**/*.{ts,tsx}',
      '.storybook/**/*.{ts,tsx}',
    ],
    plugins: { house },
    rules: { 'house/area-imports': 'error' },
  },
  {
    files: TEXTS_FROM_CATALOGUES,
    plugins: { texts },
    rules: { 'texts/literal-text': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts'],
    rules: { 'no-console': ['error', { allow: ['warn', 'error'] }] },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.strict.rules,
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/main.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noMocks] }] },
  },
  {
    // the texts (message catalogues and their runtime) are below every layer: any of them may use them
    files: ['src/i18n/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@machines/*', '@mocks/*', '../*', 'react', 'react-*', 'xstate'],
              message: 'src/i18n is below every layer: texts and their runtime only.',
            },
            { regex: '^@/(?!i18n/)', message: 'src/i18n is below every layer: texts and their runtime only.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noMocks,
            {
              group: [
                'react',
                'react-dom',
                'react-*',
                'xstate',
                '@xstate/*',
                'openapi-fetch',
                '**/features/**',
                '**/app/**',
                '**/machines/**',
                '**/ui/**',
                '@machines/*',
              ],
              message: 'src/domain is pure: no framework, no flows.',
            },
            {
              regex: '^(\\.\\./api|@/api)/(?!schema$)',
              message: 'src/domain may import only API types (@/api/schema).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noMocks,
            {
              group: [
                'react',
                'react-dom',
                'react/*',
                'react-dom/*',
                '@xstate/react',
                'react-router',
                'react-router/*',
              ],
              message: 'Machines never import React or the router.',
            },
            {
              group: ['**/src/features/**', '**/src/app/**', '**/src/ui/**', '@/features/*', '@/app/*', '@/ui/*'],
              message: 'Machines depend on domain and api only.',
            },
          ],
        },
      ],
    },
  },
  {
    // shared presentational code: it takes data and callbacks, it does not run flows or calls
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noMocks,
            {
              group: ['@machines/*', '**/machines/**'],
              message: 'src/ui never imports machines/: screens of a flow map its actor to ui props.',
            },
            {
              group: ['@/api/*', '**/api/**'],
              message: 'src/ui never imports src/api: take the data as props (types from src/domain).',
            },
            {
              group: ['@/features/*', '**/features/**', '@/app/*', '**/app/**'],
              message: 'src/ui is below features and app.',
            },
          ],
        },
      ],
    },
  },
  ...features.map((name) => ({
    files: [`src/features/${name}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noMocks,
            {
              group: ['@/app/*', '**/src/app/**', '../../app/*'],
              message: 'Features do not import src/app: the app composes features, not the other way round.',
            },
            {
              regex: '(^@|/)ui/steps(/index(\\.ts)?)?$',
              message:
                "Import each step from its own module (@/ui/steps/<Step>): the kit's index brings every step " +
                "and section with their texts to a page's first load (it is the stories' catalogue).",
            },
            ...(features.length > 1
              ? [
                  {
                    regex: `(^\\.\\./|features/)(${features.filter((other) => other !== name).join('|')})(/|$)`,
                    message: 'Features do not import each other: move what they share to ui/, domain/ or a machine.',
                  },
                ]
              : []),
          ],
        },
      ],
    },
  })),
);
