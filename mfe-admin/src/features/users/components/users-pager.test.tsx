import { pagerItems } from './users-pager';

describe('the users pager (docs/product/users-and-admin.md#users-list)', () => {
  it('shows every page when there are few', () => {
    expect(pagerItems(1, 3)).toEqual([1, 2, 3]);
  });

  it('shows about five links with ellipses: first, last, the current page and its neighbours', () => {
    expect(pagerItems(1, 20)).toEqual([1, 2, null, 20]);
    expect(pagerItems(10, 20)).toEqual([1, null, 9, 10, 11, null, 20]);
    expect(pagerItems(20, 20)).toEqual([1, null, 19, 20]);
    expect(pagerItems(3, 20)).toEqual([1, 2, 3, 4, null, 20]);
  });
});
