// The federation runtime's error descriptions, left out of the build as React's production build
// leaves out its own: an error keeps its code (#RUNTIME-008) and the link to its documentation,
// which the runtime adds, and every page is about 0.4 KiB lighter (docs/architecture/frontend.md#javascript-budgets).
export const runtimeDescMap = {};
export const typeDescMap = {};
export const buildDescMap = {};
export const errorDescMap = {};
