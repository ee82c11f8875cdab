import { TestEnvironment } from 'jest-environment-node';
import type { Circus } from '@jest/types';
import { CLOSE_TEST_DB } from './test-db-key';

/**
 * The API tests' environment (jest.config.js): node's, plus the close of the file's database connection once all of
 * the file has run, its own `afterAll` hooks included (menu-fixture.ts's testDb, opened by the fixtures and the account
 * helpers). A connection left open kept jest's worker alive: jest force-killed it at the end of each run ("A worker
 * process has failed to exit gracefully"), and a file run alone never exited. Closed here, no file has to remember.
 */
export default class ApiTestEnvironment extends TestEnvironment {
  async handleTestEvent(event: Circus.AsyncEvent): Promise<void> {
    if (event.name !== 'run_finish') return;
    const close = (this.global as unknown as Record<string, (() => Promise<void>) | undefined>)[CLOSE_TEST_DB];
    await close?.();
  }
}
