// The `node-tmf` project (jest.config.mjs): these suites' flows call the operator core over TMF, a BSS
// in a box sharing the suite's database (lib/server/testing/tmf-core.ts, started by the database suites of lib/server/testing/db.ts).
// Each test file has its own process.env, so the other projects' suites are not affected.
process.env.TEST_OPERATOR_CORE = 'tmf';
