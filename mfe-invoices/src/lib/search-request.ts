// Built in `shared`, because the shell starts the invoice list's first search with the same bytes
// (docs/architecture/data-loading.md#first-rows).
export { WIDEST_RANGE, buildSearchRequest, isPayerType, type SearchOptions, type SearchScope } from 'shared';
