import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addCompileHints, COMPILE_HINT } from '../../server/compile-hints';

describe('addCompileHints (the build step after next build)', () => {
  let dist: string;
  beforeEach(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'hints-'));
    fs.mkdirSync(path.join(dist, 'static', 'chunks', 'app'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'static', 'chunks', 'a.js'), '(globalThis.TURBOPACK||=[]).push([1,()=>{}]);');
    fs.writeFileSync(path.join(dist, 'static', 'chunks', 'app', 'b.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dist, 'static', 'chunks', 'c.css'), 'a{color:red}');
  });
  afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

  it('puts the hint on the first line of every browser chunk, nested ones too, and leaves other files alone', () => {
    expect(addCompileHints(dist)).toBe(2);
    expect(fs.readFileSync(path.join(dist, 'static', 'chunks', 'a.js'), 'utf8')).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK||=[]).push([1,()=>{}]);`);
    expect(fs.readFileSync(path.join(dist, 'static', 'chunks', 'app', 'b.js'), 'utf8')).toBe(`${COMPILE_HINT}console.log(1)`);
    expect(fs.readFileSync(path.join(dist, 'static', 'chunks', 'c.css'), 'utf8')).toBe('a{color:red}');
  });

  it('adds it once: a second run changes nothing', () => {
    addCompileHints(dist);
    expect(addCompileHints(dist)).toBe(0);
    expect(fs.readFileSync(path.join(dist, 'static', 'chunks', 'app', 'b.js'), 'utf8')).toBe(`${COMPILE_HINT}console.log(1)`);
  });

  it('does nothing where there is no build', () => {
    expect(addCompileHints(path.join(dist, 'missing'))).toBe(0);
  });
});
