import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Every write to a menu goes through updateMenu() (lib/menus/update-menu.ts), which invalidates the menu's public
 * pages on every instance. This test reads the source of the app, lib, components and scripts and fails when a Menu
 * write method is called anywhere else, so a write path that skips the invalidation cannot be added by accident.
 * Allowed elsewhere: the start-up migration of admins to user ids
 * (admins are not on public pages) and the seed/bench scripts (they write before
 * any app serves the database). Creating a menu is not listed: a new menu has no cached page.
 */
const ROOT = path.join(__dirname, '..', '..');
const SCANNED = ['app', 'lib', 'components', 'scripts', 'server', 'models'];
const SKIPPED_DIRS = new Set(['node_modules', 'embedded-mongo']);
const ALLOWED = new Set([
  'lib/menus/update-menu.ts',
  'lib/migrations/admin-ids.ts',
  'lib/seed/seed-demo.ts',
  'scripts/seed.ts',
  'scripts/bench-menu.ts',
  'scripts/bench-abuse.ts',
  'scripts/lib/bench-table-flood.ts',
  'scripts/bench-cluster.ts',
  'scripts/bench-kitchen.ts',
]);
const WRITES = new Set([
  'updateOne', 'updateMany', 'findOneAndUpdate', 'findByIdAndUpdate', 'replaceOne', 'findOneAndReplace', 'bulkWrite',
  'deleteOne', 'deleteMany', 'findOneAndDelete', 'findByIdAndDelete', 'findOneAndRemove', 'save', 'bulkSave',
]);

/** A receiver that is the Menu model, a menu document or the menus collection, by how the code names it. */
function isMenuReceiver(node: ts.Expression): boolean {
  const text = node.getText();
  if (/^Menu(Model)?$/.test(text) || /(^|\.)menu(Doc|Document)?$/i.test(text)) return true;
  if (/^Menu\.collection$/.test(text) || /collection\(\s*['"]menus['"]\s*\)$/.test(text)) return true;
  return false;
}

/** `file:line text` of every Menu write call in a source text. */
export function menuWritesIn(file: string, source: string): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const { expression: receiver, name } = node.expression;
      if (WRITES.has(name.text) && isMenuReceiver(receiver)) {
        const line = sf.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        found.push(`${file}:${line} ${node.expression.getText()}()`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return SKIPPED_DIRS.has(e.name) ? [] : sourceFiles(p);
    return /\.(ts|tsx)$/.test(e.name) && !e.name.endsWith('.d.ts') ? [p] : [];
  });
}

describe('the one menu write path', () => {
  it('finds writes however the menu is named (model, document, collection)', () => {
    const sample = [
      "await Menu.updateOne({ _id }, { $set: { x: 1 } });",
      'await Menu.findByIdAndUpdate(id, update);',
      'await menu.save();',
      "await db.collection('menus').deleteOne({ _id });",
      'await Menu.collection.bulkWrite([]);',
      'await Cart.updateOne({}, {});',
      'await Menu.findById(id).lean();',
    ].join('\n');
    expect(menuWritesIn('sample.ts', sample).map((s) => s.replace(/^sample\.ts:\d+ /, ''))).toEqual([
      'Menu.updateOne()',
      'Menu.findByIdAndUpdate()',
      'menu.save()',
      "db.collection('menus').deleteOne()",
      'Menu.collection.bulkWrite()',
    ]);
  });

  it('has no Menu write outside updateMenu(), the counters and the seed/bench scripts', () => {
    const offenders = SCANNED.flatMap((dir) => sourceFiles(path.join(ROOT, dir)))
      .map((abs) => path.relative(ROOT, abs).split(path.sep).join('/'))
      .filter((rel) => !ALLOWED.has(rel))
      .flatMap((rel) => menuWritesIn(rel, fs.readFileSync(path.join(ROOT, rel), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('lets updateMenu() itself write', () => {
    const own = menuWritesIn('update-menu.ts', fs.readFileSync(path.join(ROOT, 'lib/menus/update-menu.ts'), 'utf8'));
    expect(own.length).toBeGreaterThan(0);
  });
});
