// Building an app (PGlite start, migrations, argon2 for the demo users) takes seconds, and a test
// that builds two (a restart) takes a minute on a busy CI machine. Set here rather than as
// `testTimeout`, which a root `jest` run over all projects ignores.
jest.setTimeout(90_000);
