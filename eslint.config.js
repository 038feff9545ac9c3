import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';
import tseslint from 'typescript-eslint';

/** The one-way import flow of DESIGN.md, as eslint-plugin-boundaries element rules. */
const LAYERS = [
  { from: 'generated', allow: ['generated', 'api'] },
  { from: 'shared', allow: ['shared', 'i18n'] },
  { from: 'i18n', allow: ['i18n', 'shared'] },
  { from: 'theme', allow: ['theme', 'shared'] },
  { from: 'api', allow: ['api', 'generated', 'shared'] },
  {
    from: 'feature',
    allow: [
      'shared',
      'api',
      'generated',
      'i18n',
      'theme',
      ['feature', { feature: '${from.feature}' }],
      'feature',
      'rules',
    ],
  },
  {
    from: 'app',
    allow: ['shared', 'api', 'generated', 'i18n', 'theme', 'feature', 'app'],
  },
  // The browser's and the server's entries (src/app/entry.*.tsx) and the fake the server runs
  // in mock mode: the only app files that may start the fake backend.
  {
    from: 'entry',
    allow: ['entry', 'app', 'shared', 'api', 'generated', 'i18n', 'theme', 'mocks'],
  },
  // A feature's server-side rules (`model/rules.ts`): the screen explains them and the fake
  // backend enforces them, so both import the one file (issue 16: player protection).
  { from: 'rules', allow: ['generated', 'shared'] },
  { from: 'mocks', allow: ['mocks', 'generated', 'rules'] },
  // The render harness of component tests (src/testing): providers of every layer.
  { from: 'testing', allow: ['testing', 'shared', 'api', 'generated', 'i18n', 'theme'] },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      'build/**',
      'build-real/**',
      '.react-router/**',
      'src/api/generated/**',
      'src/api/generated-drift/**',
      'tsconfig.drift.json',
      'public/mockServiceWorker.js',
      'playwright-report/**',
      'test-results/**',
      'coverage/**',
      // Local benchmark reports (git-ignored).
      'bench/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-ignore': true, 'ts-expect-error': 'allow-with-description' },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['info', 'warn', 'error'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, i18next },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Every text a user sees is an i18n key: no hard-coded text in JSX.
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: ['label', 'title', 'alt', 'placeholder', 'aria-label', 'helperText'],
          },
        },
      ],
      // MUI 9 dropped the system props: a palette path in a `color` prop ('text.secondary') is
      // ignored (Typography takes 'textSecondary'; anything else takes sx).
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXAttribute[name.name="color"] Literal[value=/^[a-z]+\\.[a-zA-Z]+$/]',
          message:
            'MUI 9 ignores a palette path here: color="textSecondary" on Typography, else sx={{ color: \'text.secondary\' }}.',
        },
      ],
      // A functional update of React Router's own useSearchParams builds on the last render's
      // params and can undo a navigation not yet rendered: src/shared/lib/use-search-params.ts.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['useSearchParams'],
              message: "Use '@/shared/lib/use-search-params': it builds on the router's address.",
            },
            {
              // Its child's element is state set from a ref as the page commits: a synchronous
              // render in hydration's task per tooltip (decision 0036).
              name: '@mui/material/Tooltip',
              message: "Use Hint from '@/shared/ui/hint': it renders nothing until it is shown.",
            },
            {
              name: '@mui/material',
              importNames: ['Tooltip'],
              message: "Use Hint from '@/shared/ui/hint': it renders nothing until it is shown.",
            },
          ],
        },
      ],
    },
  },
  {
    // The one-way import flow of DESIGN.md: shared -> api -> features -> app; a feature
    // uses another feature only through its index.ts; mocks never import the app.
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { alwaysTryTypes: true } },
      'boundaries/include': ['src/**/*', 'mocks/**/*'],
      'boundaries/elements': [
        { type: 'generated', pattern: 'src/api/generated/**', mode: 'full' },
        { type: 'shared', pattern: 'src/shared/**', mode: 'full' },
        { type: 'i18n', pattern: 'src/i18n/**', mode: 'full' },
        { type: 'theme', pattern: 'src/theme/**', mode: 'full' },
        { type: 'api', pattern: 'src/api/**', mode: 'full' },
        { type: 'rules', pattern: 'src/features/*/model/rules.ts', mode: 'full' },
        { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
        {
          type: 'entry',
          pattern: [
            'src/app/entry.*.tsx',
            'src/app/ssr/fake-on-server.server.ts',
            'src/app/ssr/fake-on-server.server.test.ts',
          ],
          mode: 'full',
        },
        { type: 'app', pattern: 'src/app/**', mode: 'full' },
        { type: 'testing', pattern: 'src/testing/**', mode: 'full' },
        { type: 'entry', pattern: 'src/*', mode: 'file' },
        { type: 'mocks', pattern: 'mocks/**', mode: 'full' },
      ],
    },
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          rules: LAYERS,
        },
      ],
      'boundaries/entry-point': [
        'error',
        {
          default: 'allow',
          rules: [
            { target: ['feature'], disallow: ['**'] },
            { target: ['feature'], allow: 'index.ts' },
          ],
        },
      ],
    },
  },
  {
    // React Router's route modules (src/app/routes/, decision 0029) are the screens' chunks: each
    // takes its screen from the feature's routes/ (and the agent portal its routes component)
    // directly, or the screen would ride in another chunk than its route's.
    files: ['src/app/routes/*.{ts,tsx}'],
    rules: {
      'boundaries/entry-point': [
        'error',
        {
          default: 'allow',
          rules: [
            { target: ['feature'], disallow: ['**'] },
            {
              target: ['feature'],
              allow: ['index.ts', 'routes/*.tsx', 'components/agent-portal-routes.tsx'],
            },
          ],
        },
      ],
    },
  },
  {
    // A test may also use the fake backend (installFakeBackend), the render harness
    // (src/testing) and the contract's generated types as its reference; the code it tests
    // keeps the one-way flow.
    files: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          rules: LAYERS.map((rule) => ({
            ...rule,
            allow: [...rule.allow, 'mocks', 'testing', 'generated'],
          })),
        },
      ],
    },
  },
  {
    // Tests render throwaway markup; user-facing text rules apply to the app only.
    files: ['**/*.test.{ts,tsx}'],
    rules: { 'i18next/no-literal-string': 'off' },
  },
  {
    // Tests, scripts and the standalone fake server talk to a terminal.
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts', 'scripts/**/*.ts', 'mocks/server/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
