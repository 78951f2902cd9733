require('@testing-library/jest-dom');
const { configure } = require('@testing-library/dom');

// CI runs two test workers on two cores beside a PostgreSQL server: a test that renders a whole page
// can take several seconds there, and a findBy… wait more than Testing Library's 1 s. Waiting longer
// costs nothing when the page is quick; speed is measured by `npm run bench`, never by a timeout
// (docs/architecture/testing.md#ci).
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no BroadcastChannel; the session channel works without it, one tab at a time.
afterEach(() => {
  sessionStorage.clear();
});
