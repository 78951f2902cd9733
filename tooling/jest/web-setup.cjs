require('@testing-library/jest-dom');
// jsdom has no BroadcastChannel; the session channel works without it, one tab at a time.
afterEach(() => {
  sessionStorage.clear();
});
