import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from 'shared/server';
import { routeOf } from '../../plugins/app/endpoint-route';
import { erpConfiguration } from '../../services/config/erp-configuration';

/** GET /api/configuration/erp (CanEditSystemConfig): the ERP's configuration, read-only; answers while the ERP is down. */
export const erpConfigurationRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({ ...routeOf(app, API.erpConfiguration), handler: async (request) => erpConfiguration(app, request.log) });
};
