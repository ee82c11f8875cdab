import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  { ignores: ['node_modules/**', '.next*/**', '.data/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**'] },
  // Route handlers get what their declared access guarantees from the wrapper's types (lib/route/route.ts): a `menu!`
  // there would hide a wrapper that stopped guaranteeing it.
  { files: ['app/**/*.ts', 'app/**/*.tsx'], rules: { '@typescript-eslint/no-non-null-assertion': 'error' } },
  // A type assertion the types already guarantee hides the day they stop guaranteeing it. Needs the type checker, so it
  // runs on the product code (not the tests).
  {
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}', 'models/**/*.ts', 'server/**/*.ts', 'proxy.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      // Mongoose 9 warns (on the console, every call) when findOneAndUpdate is given `new`: bench:diner found one such
      // warning per cart add. `returnDocument: 'after'` is the option.
      'no-restricted-syntax': ['error', { selector: "Property[key.name='new'][value.value=true]", message: "Use returnDocument: 'after' (Mongoose warns on `new: true`)." }],
    },
  },
];

export default config;
