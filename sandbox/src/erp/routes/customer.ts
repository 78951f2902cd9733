import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ERP_ENDPOINTS } from 'shared/server';
import { unpadded } from '../../lib/erp-values';
import { errorResponses } from '../../lib/schemas';
import { customizingFor, instructionUrls } from '../data/customizing';
import type { ErpStore } from '../store';
import { failure, ok, toErpCustomer, toSoldToEntry, warning } from '../views';

export interface CustomerRoutesOptions {
  store: ErpStore;
  publicUrl: string;
}

export const customerRoutes: FastifyPluginAsyncTypebox<CustomerRoutesOptions> = async (app, { store, publicUrl }) => {
  const { customerLookup, payer, soldToDetails, customizing } = ERP_ENDPOINTS;
  app.post(
    customerLookup.path,
    { schema: { body: customerLookup.body, response: { 200: customerLookup.response, ...errorResponses } } },
    async (req) => {
      const numbers = [...new Set(req.body.customer_numbers.map((n) => unpadded(n.trim())))];
      const customers = numbers
        .map((n) => store.customer(n))
        .filter((c) => c !== undefined)
        .map(toErpCustomer);
      const status = customers.length > 0 ? ok(`${customers.length} customers found`) : warning('No customers found');
      return { status, customers };
    },
  );

  app.post(
    payer.path,
    { schema: { body: payer.body, response: { 200: payer.response, ...errorResponses } } },
    async (req) => {
      const { customer_number, company_code } = req.body;
      const customer = store.customer(customer_number);
      if (!customer) return { status: failure(`Customer ${unpadded(customer_number.trim())} not found`) };
      if (company_code.trim() !== '' && company_code.trim() !== customer.company_code) {
        return { status: failure(`Customer ${customer.customer_number} not found in company code ${company_code}`) };
      }
      return {
        status: ok(`Customer ${customer.customer_number} found`),
        detail: {
          address_data: { ...customer.address },
          company_data: [{ company_code: customer.company_code }],
          payment_cards: store.paymentCards(customer.customer_number).map((card) => ({ ...card })),
          soldto_list: store.soldTosOf(customer).map(toSoldToEntry),
        },
      };
    },
  );

  app.put(
    soldToDetails.path,
    { schema: { body: soldToDetails.body, response: { 200: soldToDetails.response, ...errorResponses } } },
    async (req) => {
      // Keys are the numbers exactly as asked for, so the caller can look its own values up.
      const names: Record<string, string> = {};
      for (const number of req.body) {
        const customer = store.customer(number);
        if (customer) names[number] = customer.name;
      }
      return names;
    },
  );

  app.post(
    customizing.path,
    { schema: { body: customizing.body, response: { 200: customizing.response, ...errorResponses } } },
    async (req) => {
      const code = req.body.company_code.trim();
      const config = customizingFor(code, instructionUrls(publicUrl));
      if (!config) return { status: failure(`Company code ${code} not found`) };
      return { status: ok(`Payment configuration of company code ${code}`), ...config };
    },
  );
};
