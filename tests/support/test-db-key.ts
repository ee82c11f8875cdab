/** Where menu-fixture.ts leaves its closeTestDb on a test file's global, for api-test-environment.ts to call. */
export const CLOSE_TEST_DB = '__qrmenuCloseTestDb';
