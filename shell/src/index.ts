// The async boundary: shared singletons are negotiated before any app code runs. In a task of its
// own: evaluating this file and negotiating them were one long task on a phone
// (docs/architecture/frontend.md#the-main-thread-at-start).
setTimeout(() => import('./bootstrap'));
