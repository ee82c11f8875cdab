import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  { ignores: ['node_modules/**', '.next*/**', '.data/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**'] },
  // Route handlers get what their declared access guarantees from the wrapper's types (lib/route/route.ts): a `menu!`
  // there would hide a wrapper that stopped guaranteeing it.
  { files: ['app/**/*.ts', 'app/**/*.tsx'], rules: { '@typescript-eslint/no-non-null-assertion': 'error' } },
];

export default config;
