import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Which web features may import which. Anything not listed here is composed in `pages/` or `app/`
 * instead, so that a feature can be read, changed and deleted on its own. Every folder in
 * src/web/features must appear as a key; the edges must stay acyclic (both are checked below).
 */
const featureImports = {
  account: ['orders', 'card-design'],
  'account-deletion': [],
  'address-book': [],
  'address-requests': [],
  admin: ['orders', 'card-design'],
  analytics: [],
  auth: [],
  billing: ['payments'],
  'card-design': [],
  checkout: ['payments', 'card-design', 'address-book'],
  create: ['card-design'],
  landing: [],
  legal: [],
  orders: [],
  payments: [],
};

/**
 * Server capabilities: each may use another only through that one's public module
 * (`../<cap>/<cap>.js`) and, for auth, the route guards in `../auth/auth-plugin.js`.
 */
const capabilities = [
  'account',
  'address-requests',
  'admin',
  'after-sale',
  'analytics',
  'auth',
  'billing',
  'card-renderer',
  'card-review',
  'generate',
  'health',
  'orders',
  'payments',
  'print-batches',
  'print-lab',
  'recipients',
  'reminders',
  'writer',
];
/** Server folders every capability may import: plumbing that knows no capability's rules. */
const serverInfrastructure = ['db', 'http', 'mail', 'jobs', 'security', 'media', 'pdf', 'storage'];
/** Server folders that put the process together, as app.ts and main.ts do: they may import any capability. */
const serverComposition = ['start'];

const root = import.meta.dirname;

function assertEveryFolderIsListed(folder, listed) {
  const unlisted = readdirSync(path.join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !listed.includes(entry.name))
    .map((entry) => entry.name);
  if (unlisted.length > 0) {
    throw new Error(`eslint.config.js: list ${unlisted.join(', ')} (in ${folder}) before linting.`);
  }
}
assertEveryFolderIsListed('src/web/features', Object.keys(featureImports));
assertEveryFolderIsListed('src/server', [...capabilities, ...serverInfrastructure, ...serverComposition]);

function assertAcyclic(edges) {
  const done = new Set();
  const visit = (node, trail) => {
    if (trail.includes(node))
      throw new Error(`eslint.config.js: featureImports has a cycle: ${[...trail, node].join(' -> ')}`);
    if (done.has(node)) return;
    for (const next of edges[node] ?? []) visit(next, [...trail, node]);
    done.add(node);
  };
  Object.keys(edges).forEach((node) => visit(node, []));
}
assertAcyclic(featureImports);

const webZones = [
  ...Object.entries(featureImports).map(([feature, allowed]) => ({
    target: `./src/web/features/${feature}`,
    from: './src/web/features',
    except: [feature, ...allowed].map((name) => `./${name}`),
    message:
      allowed.length > 0
        ? `features/${feature} may import only these features: ${allowed.join(', ')}.`
        : `features/${feature} may not import another feature; compose them in pages/ or app/.`,
  })),
  {
    target: './src/web/features',
    from: ['./src/web/app', './src/web/pages'],
    message: 'Features may not import app/ or pages/.',
  },
  {
    target: ['./src/web/components', './src/web/lib', './src/web/hooks', './src/web/config'],
    from: ['./src/web/features', './src/web/app', './src/web/pages'],
    message: 'Shared web code may not import features, app/ or pages/.',
  },
];

const capabilityZones = capabilities.flatMap((capability) =>
  capabilities
    .filter((other) => other !== capability)
    .map((other) => ({
      target: `./src/server/${capability}`,
      from: `./src/server/${other}`,
      except: [`./${other}.ts`, `./${other}.tsx`, ...(other === 'auth' ? ['./auth-plugin.ts'] : [])],
      message: `server/${capability} may use server/${other} only through ../${other}/${other}.js.`,
    })),
);

/**
 * A table's foreign key must name the table it points at, so a capability's schema file may
 * import another's schema file; that is a reference, not a write (writes go through the owner).
 */
const schemaZones = capabilityZones.map((zone) => ({
  ...zone,
  except: [...zone.except, './schema.ts', './schema-plans.ts'],
}));

const boundaryRule = (zones) => ['error', { basePath: root, zones }];

const kebabCase = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** File and folder names are kebab-case (a `.d.ts` or `.test.ts` suffix is a chain of kebab parts). */
const filenameCase = {
  meta: { type: 'suggestion', schema: [], messages: { name: '"{{part}}" in {{file}} is not kebab-case.' } },
  create(context) {
    return {
      Program(node) {
        const file = path.relative(root, context.filename);
        const parts = file
          .split(path.sep)
          .flatMap((segment, index, all) => (index === all.length - 1 ? segment.split('.') : [segment]));
        const part = parts.find((name) => !kebabCase.test(name));
        if (part !== undefined) context.report({ node, messageId: 'name', data: { part, file } });
      },
    };
  },
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.test-results', 'drizzle', 'data', 'src/wasm'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      eqeqeq: ['error', 'always'],
    },
  },
  {
    // Promises that nobody awaits are how requests and rows get lost; these rules need types.
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**', 'node:*'], message: 'The browser app cannot use server code.' }] },
      ],
    },
  },
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/web/**', '@/*'],
              message: 'src/shared is imported by both sides and imports neither.',
            },
            { group: ['node:*'], message: 'src/shared runs in the browser too.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/web/**', '@/*', '@shared/*'], message: 'Server code imports shared code by relative path.' },
          ],
        },
      ],
    },
  },
  {
    // Imports are resolved as the compiler resolves them: a `.js` specifier names the `.ts` file,
    // and `@/` and `@shared/` are the aliases of tsconfig.json and vite.config.ts.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          alias: { '@': [path.join(root, 'src/web')], '@shared': [path.join(root, 'src/shared')] },
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': boundaryRule([...webZones, ...capabilityZones]),
    },
  },
  {
    files: ['src/server/*/schema*.ts'],
    rules: { 'import-x/no-restricted-paths': boundaryRule([...webZones, ...schemaZones]) },
  },
  {
    // Tests arrange their data through whichever capability owns it.
    files: ['src/server/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    files: ['{src,tests,scripts}/**/*.{js,mjs,ts,tsx}'],
    plugins: { keepsake: { rules: { 'filename-case': filenameCase } } },
    rules: { 'keepsake/filename-case': 'error' },
  },
);
