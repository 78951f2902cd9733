// Building an app (PGlite start, migrations, argon2 for the demo users) takes seconds. Set
// here rather than as `testTimeout`, which a root `jest` run over all projects ignores.
jest.setTimeout(30_000);
