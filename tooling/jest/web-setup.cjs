require('@testing-library/jest-dom');
// jsdom has no BroadcastChannel; the session channel works without it, one tab at a time.
// A test of the HTTP client against a real server runs in Node's environment, without storage.
afterEach(() => {
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});
