import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorBody, errorResponses, HtmlSchema } from '../lib/schemas';
import type { MailStore } from './mail-store';
import { mailPage } from './page';

const MailSchema = Type.Object({
  id: Type.String(),
  from: Type.String(),
  to: Type.Array(Type.String()),
  subject: Type.String(),
  text: Type.String(),
  html: Type.Optional(Type.String()),
  date: Type.String({ description: 'ISO 8601' }),
});

const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

/** The mail catcher's page and JSON API: register with prefix '/mail'. */
export const mailRoutes: FastifyPluginAsyncTypebox<{ store: MailStore }> = async (app, { store }) => {
  app.get('/', { schema: { response: { 200: HtmlSchema, ...errorResponses } } }, async (_req, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(mailPage(store.list())),
  );

  app.get(
    '/api/messages',
    {
      schema: {
        querystring: Type.Object({ to: Type.Optional(Type.String({ maxLength: 320 })) }),
        response: { 200: Type.Array(MailSchema), ...errorResponses },
      },
    },
    async (req) => store.list(req.query.to),
  );

  app.get(
    '/api/messages/:id',
    { schema: { params: IdParams, response: { 200: MailSchema, ...errorResponses } } },
    async (req, reply) => {
      const mail = store.get(req.params.id);
      return mail ?? reply.code(404).send(errorBody(404, 'Not Found', `Message ${req.params.id} not found`));
    },
  );

  app.delete(
    '/api/messages',
    { schema: { response: { 200: Type.Object({ deleted: Type.Integer() }), ...errorResponses } } },
    async () => ({ deleted: store.clear() }),
  );

  /**
   * A message's HTML body as it was sent. The CSP sandbox keeps its scripts
   * and forms inert; links still work, so invite and reset links can be followed.
   */
  app.get(
    '/messages/:id/html',
    { schema: { params: IdParams, response: { 200: HtmlSchema, ...errorResponses } } },
    async (req, reply) => {
      const mail = store.get(req.params.id);
      if (!mail?.html) return reply.code(404).send(errorBody(404, 'Not Found', `Message ${req.params.id} has no HTML body`));
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', "sandbox allow-popups allow-popups-to-escape-sandbox; script-src 'none'")
        .send(mail.html);
    },
  );
};
