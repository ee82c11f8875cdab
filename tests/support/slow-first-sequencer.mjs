/**
 * Jest's order of test files: the longest first, so that no worker is left with a long file at the end while the
 * others wait. Jest does this itself from the durations it cached on an earlier run in the same folder; a fresh clone
 * has none, and jest falls back to file size, which put the fuzz tests (short files, 10–20 s each) last: the run
 * ended with them alone. Without a cached duration, a file's duration comes from tests/support/test-durations.json
 * (seconds per file, from one run; a file missing there runs first). To refresh it:
 *   npx jest --ci --json --outputFile=/tmp/jest.json, then write each testResults[].name (relative to the repository)
 *   with (endTime - startTime) / 1000.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Sequencer from '@jest/test-sequencer';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const durations = JSON.parse(readFileSync(path.join(root, 'tests/support/test-durations.json'), 'utf8'));

export default class SlowFirstSequencer extends Sequencer {
  time(test) {
    const cached = super.time(test);
    if (cached != null) return cached;
    const known = durations[path.relative(root, test.path)];
    return known == null ? undefined : known * 1000;
  }
}
