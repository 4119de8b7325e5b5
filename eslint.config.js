import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** The API's feature folders: each owns its rules and operations and knows nothing of HTTP. */
const API_FEATURES = [
  'agents',
  'users',
  'organisations',
  'workflows',
  'platform',
  'ask-ai',
  'agent-tests',
  'onboarding',
  'calendars',
];
const APP_ROOT = {
  regex: '(^|/)app(\\.js)?$',
  message: 'app.ts composes the server; nothing imports it.',
};

const UI_PATTERNS = [
  { regex: '^@convene/(web|api)($|/)', message: 'packages/ui does not import the apps.' },
  { regex: '(^|/)apps/', message: 'packages/ui does not import the apps.' },
];

/** Who may import whom, checked per folder so a shortcut across layers fails the lint. */
const boundaries = [
  {
    files: [`apps/api/src/{${API_FEATURES.join(',')}}/**/*.ts`],
    patterns: [
      {
        regex: '(^|/)http/',
        message:
          'Features do not import from http/: throw a DomainError, type handlers with src/contract.',
      },
      APP_ROOT,
    ],
  },
  {
    files: ['apps/api/src/providers/**/*.ts'],
    patterns: [
      {
        regex: `^(\\.\\./)+(${[...API_FEATURES, 'http'].join('|')})/`,
        message:
          'Providers implement ports; features use them. What an adapter needs from a feature comes through its port.',
      },
      APP_ROOT,
    ],
  },
  {
    files: ['apps/api/src/db/**/*.ts'],
    patterns: [
      {
        regex: '^\\.\\./(config|providers/)',
        message:
          'db/ imports neither config.ts (its settings are db/config.ts) nor a provider: both stand above it.',
      },
    ],
  },
  {
    files: ['packages/domain/**/*.ts'],
    patterns: [
      { regex: '^@convene/', message: 'The domain package imports no other workspace.' },
      { regex: '^\\.\\./', message: 'The domain package imports nothing outside itself.' },
    ],
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    patterns: UI_PATTERNS,
  },
  {
    // A later block's no-restricted-imports replaces an earlier one's, so the UI's patterns come along.
    files: ['packages/ui/src/screens/*/**/*.{ts,tsx}'],
    ignores: ['**/*.stories.tsx', '**/*fixtures*.ts'],
    patterns: [
      ...UI_PATTERNS,
      {
        regex: '^\\.\\./[^./][^/]*/',
        message:
          'Screen areas stand side by side: what two areas share belongs in patterns/, lib/ or @convene/domain (stories and fixtures may borrow).',
      },
    ],
  },
  {
    files: ['packages/api-client/**/*.{ts,tsx}'],
    patterns: [
      {
        regex: '^@convene/(ui|web|api)($|/)',
        message: 'The API client imports neither the UI nor the apps.',
      },
      {
        regex: '^(\\.\\./)+(ui|apps)/',
        message: 'The API client imports neither the UI nor the apps.',
      },
    ],
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/storybook-static/**',
      '**/node_modules/**',
      '**/.turbo/**',
      '**/schema.d.ts',
      '**/.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // A reader holds a file whole: past 450 lines, split it by what its parts are (README, Contributing).
      'max-lines': ['error', { max: 450 }],
    },
  },
  ...boundaries.map(({ files, ignores, patterns }) => ({
    files,
    ...(ignores && { ignores }),
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  })),
);
