/**
 * The layering rules (.dependency-cruiser.cjs) fail `npm test` on what they forbid. The real config runs
 * on a scratch tree (in a temporary folder, not the repo) holding a cycle between two files, a domain module that
 * imports a component, a model imported by browser code, a cycle between two folders (with no cycle between files),
 * and the bottom layers reaching up; then on the same tree without them.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const BIN = path.join(ROOT, 'node_modules/.bin/depcruise');

function tree(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'depcruise-'));
  fs.copyFileSync(path.join(ROOT, '.dependency-cruiser.cjs'), path.join(dir, '.dependency-cruiser.cjs'));
  fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@/*': ['./*'] }, jsx: 'preserve' } }));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

function cruise(dir: string): { ok: boolean; output: string } {
  try {
    const output = execFileSync(BIN, ['lib', 'components', 'models', '--config', '.dependency-cruiser.cjs'], { cwd: dir, encoding: 'utf8' });
    return { ok: true, output };
  } catch (e) {
    return { ok: false, output: String((e as { stdout?: string }).stdout ?? e) };
  }
}

const clean = {
  'lib/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
  'lib/b.ts': 'export const b = 1;\n',
  'lib/shared/values.ts': 'export const LIMIT = 3;\n',
  'lib/api/errors.ts': "import { LIMIT } from '../shared/values';\nexport const e = LIMIT;\n",
  'lib/menus/menu.ts': "import { u } from '../uploads/upload';\nexport const m = u;\n",
  'lib/uploads/upload.ts': "import { e } from '../api/errors';\nexport const u = e;\n",
  'models/Thing.ts': "import { LIMIT } from '../lib/shared/values';\nexport const Thing = LIMIT;\n",
  'components/Card.tsx': "import { b } from '@/lib/b';\nexport const Card = () => b;\n",
};

it('passes a tree that keeps the rules', () => {
  const dir = tree(clean);
  const result = cruise(dir);
  expect(result.output).toContain('no dependency violations found');
  expect(result.ok).toBe(true);
});

it('fails on a cycle between files, a domain module importing a component, and browser code importing a model', () => {
  const dir = tree({
    ...clean,
    'lib/b.ts': "import { a } from './a';\nexport const b = 1;\nexport const again = () => a;\n",
    'lib/uses-card.ts': "import { Card } from '../components/Card';\nexport const x = Card;\n",
    'components/Card.tsx': "import { Thing } from '@/models/Thing';\nexport const Card = () => Thing;\n",
  });
  const result = cruise(dir);
  expect(result.ok).toBe(false);
  expect(result.output).toContain('no-circular');
  expect(result.output).toContain('lib-below-screens-and-routes');
  expect(result.output).toContain('browser-code-without-models');
});

it('fails on a cycle between folders, and on the bottom layers (lib/api, lib/shared, models) importing upwards', () => {
  const dir = tree({
    ...clean,
    // lib/menus -> lib/uploads (clean), and now lib/uploads -> lib/menus through other files: no file cycle
    'lib/uploads/attach.ts': "import { b } from '../menus/names';\nexport const attach = b;\n",
    'lib/menus/names.ts': 'export const b = 2;\n',
    'lib/api/route.ts': "import { Thing } from '../../models/Thing';\nexport const route = Thing;\n",
    'lib/shared/values.ts': "import { b } from '../b';\nexport const LIMIT = b;\n",
    'models/Other.ts': "import { m } from '../lib/menus/menu';\nexport const Other = m;\n",
  });
  const result = cruise(dir);
  expect(result.ok).toBe(false);
  expect(result.output).not.toMatch(/no-circular\b(?!-)/);
  expect(result.output).toContain('no-circular-folders');
  expect(result.output).toContain('api-is-the-bottom-layer');
  expect(result.output).toContain('shared-values-import-nothing');
  expect(result.output).toContain('models-take-only-shared-values');
});
