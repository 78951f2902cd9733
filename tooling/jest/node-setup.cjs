// The Node workspaces' tests (sandbox, nginx, tooling) start servers and child processes, which take
// seconds on a busy two-core CI machine. Set here rather than as `testTimeout`, which a root `jest`
// run over all projects ignores (docs/architecture/testing.md#ci).
jest.setTimeout(60_000);
