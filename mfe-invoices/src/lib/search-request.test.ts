import { renderHook } from '@testing-library/react';
import { ACCOUNT_TYPES, toRequestDate } from 'shared';
import { signIn } from 'shared/testing';
import { payerHeader, resetStores, soldToHeader } from '../testing/fixtures';
import { buildSearchRequest } from './search-request';
import { scopeOf, useScopeContext } from './use-search-scope';

const today = new Date(2026, 4, 15);

function requestFor(options: Parameters<typeof signIn>[0], soldTos?: string[]) {
  signIn(options);
  const { result } = renderHook(() => useScopeContext());
  return buildSearchRequest(scopeOf(result.current, soldTos)!, {}, today);
}

beforeEach(resetStores);

describe('search request per account type (docs/product/invoices.md)', () => {
  it('SoldTo: the selected primary account with its company code, soldto_data null, no filter', () => {
    const request = requestFor({ accounts: [soldToHeader('100100'), soldToHeader('100200')] });
    expect(request).toEqual({
      payer_data: { customer_number: '100100', company_code: '1000' },
      soldto_data: null,
      search_parameters: {
        document_type: '01',
        status: '03',
        date_from: '01-01-1900',
        date_to: toRequestDate(today),
        due_date_from: '01-01-1900',
        due_date_to: toRequestDate(today),
        currency_key: '',
        filter: [],
      },
    });
  });

  it('Payer: the payer in payer_data and the chosen sold-tos in soldto_data, no filter 90', () => {
    const request = requestFor({ accounts: [payerHeader()] }, ['100300', '100500']);
    expect(request.payer_data).toEqual({ customer_number: '200100', company_code: '1000' });
    expect(request.soldto_data).toEqual({ customer_number: '', accounts: ['100300', '100500'] });
    expect(request.search_parameters.filter).toEqual([]);
  });

  it('Payer without a choice searches every sold-to of the payer', () => {
    const request = requestFor({ accounts: [payerHeader()] });
    expect(request.soldto_data?.accounts).toEqual(['100300', '100400', '100500']);
  });

  it('PayerAll: the same, plus filter 90 with the user id', () => {
    const request = requestFor({ accounts: [payerHeader(ACCOUNT_TYPES.PayerAll)], user: { UserId: 12 } });
    expect(request.soldto_data).toEqual({ customer_number: '', accounts: ['100300', '100400', '100500'] });
    expect(request.search_parameters.filter).toEqual([{ filter_type: '90', value: '12' }]);
  });

  it('PayerAll while impersonating: filter 90 carries the impersonated user id, and the account decides the type', () => {
    // The session's user is the staff member (a SoldTo type without accounts of its own).
    const request = requestFor({
      accounts: [payerHeader(ACCOUNT_TYPES.PayerAll)],
      user: { PrimaryAccountTypeId: ACCOUNT_TYPES.SoldTo, UserId: 3 },
      impersonatedUserId: 42,
    });
    expect(request.search_parameters.filter).toEqual([{ filter_type: '90', value: '42' }]);
  });

  it('a plain sold-to account is searched as SoldTo even for a payer-type user', () => {
    const request = requestFor({ accounts: [soldToHeader('100100')], user: { PrimaryAccountTypeId: ACCOUNT_TYPES.Payer } });
    expect(request.soldto_data).toBeNull();
    expect(request.search_parameters.filter).toEqual([]);
  });

  it('keeps given filters and puts filter 90 after them', () => {
    signIn({ accounts: [payerHeader(ACCOUNT_TYPES.PayerAll)], user: { UserId: 5 } });
    const { result } = renderHook(() => useScopeContext());
    const request = buildSearchRequest(scopeOf(result.current)!, { status: '02', filter: [{ filter_type: '01', value: '90001001' }] });
    expect(request.search_parameters.status).toBe('02');
    expect(request.search_parameters.filter).toEqual([
      { filter_type: '01', value: '90001001' },
      { filter_type: '90', value: '5' },
    ]);
  });
});
