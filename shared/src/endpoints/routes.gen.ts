// Generated from the declarations in this folder by `npm run generate -w shared`; do not edit.
import type { ApiEndpoints } from './index';
import type { RouteTable } from './define';

export const API_ROUTES: RouteTable<ApiEndpoints> = {
  bulkPdf: { method: 'POST', path: '/Invoice/bulk-pdf-request' },
  customizing: { method: 'POST', path: '/customer/customizing' },
  deposit: { method: 'POST', path: '/customer/makedeposit', invalidates: ['invoiceSearch', 'invoiceDetail', 'payer', 'paymentMethods'] },
  invoiceDetail: { method: 'POST', path: '/invoice/detail' },
  invoicePdf: { method: 'POST', path: '/Invoice/pdf-request' },
  invoiceSearch: { method: 'POST', path: '/Invoice' },
  payer: { method: 'POST', path: '/customer/payer' },
  payment: { method: 'POST', path: '/invoice/payments', invalidates: ['invoiceSearch', 'invoiceDetail', 'payer', 'paymentMethods'] },
  paymentCards: { method: 'POST', path: '/customer/payment_cards', invalidates: ['payer', 'paymentMethods'] },
  paymentMethods: { method: 'GET', path: '/payment-methods' },
  pdf: { method: 'GET', path: '/pdf/:token', binary: true },
  searchPdf: { method: 'POST', path: '/invoice/search-pdf-request' },
  soldToNames: { method: 'PUT', path: '/customer/soldto-details-list' },
  userPayers: { method: 'POST', path: '/customer/getuserpayers' },
};
