import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, HtmlSchema, PdfSchema } from '../../lib/schemas';
import { escapeHtml, page } from '../../lib/html';
import { PAGE, renderPdf } from '../pdf/render';

/** The instruction links of the payment configuration (CcpdfUrl and friends) point here. */
const TOPICS = {
  card: {
    title: 'Paying by credit card',
    steps: [
      'Open Settings, then Payment Methods, and choose Add Card.',
      'Pick the card type, enter the name on the card, the number, the expiry month and year and the CVV.',
      'Tick Save On File to keep the card for later payments, and Set as default to preselect it.',
      'On the payment panel choose the card under Pay With, enter the CVV when asked, and press Pay.',
    ],
  },
  echeck: {
    title: 'Paying by eCheck',
    steps: [
      'Open Settings, then Payment Methods, open the My eChecks tab and choose Add eCheck.',
      'Pick the account type (Checking, Saving Account or Corporate Checking).',
      'Enter the 9-digit routing number, the account number and the name on the account.',
      'On the payment panel choose the eCheck under Pay With and press Pay.',
    ],
  },
} as const;

export const instructionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const [topic, { title, steps }] of Object.entries(TOPICS)) {
    app.get(
      `/instructions/${topic}.pdf`,
      { schema: { response: { 200: PdfSchema, ...errorResponses } } },
      async (_req, reply) => {
        const pdf = await renderPdf(title, (doc) => {
          doc.addPage();
          doc.font('Helvetica-Bold').fontSize(18).text(title, PAGE.left, PAGE.top);
          doc.moveDown().font('Helvetica').fontSize(11);
          steps.forEach((step, i) => doc.text(`${i + 1}. ${step}`).moveDown(0.5));
        });
        return reply.type('application/pdf').send(pdf);
      },
    );
    app.get(
      `/instructions/${topic}-video`,
      { schema: { response: { 200: HtmlSchema, ...errorResponses } } },
      async (_req, reply) => {
        const list = steps.map((s) => `<li>${escapeHtml(s)}</li>`).join('');
        const body = `<h1>${escapeHtml(title)}</h1><p>The sandbox has no video; these are the steps it would show.</p><ol>${list}</ol>`;
        return reply.type('text/html; charset=utf-8').send(page(title, body));
      },
    );
  }
};
