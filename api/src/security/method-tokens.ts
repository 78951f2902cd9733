import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { stripLeadingZeros } from 'shared/server';
import { forbidden } from '../errors';
import type { AccountAccess } from '../services/access/account-access';
import { savedMethods } from '../services/payment-methods/saved-methods';

/**
 * How long a card or eCheck token from a tokenization session may be used unsaved (paid with,
 * authorized, saved): longer than a checkout takes, shorter than a working day. A saved method is
 * the ERP's and is usable as long as the ERP lists it for the payer.
 */
export const UNSAVED_TOKEN_TTL_SECONDS = 60 * 60;

export const FOREIGN_METHOD = 'This payment method cannot be used for this account.';

/**
 * A payment token is usable for a payer when the caller, acting for the same user, made it for that
 * payer within UNSAVED_TOKEN_TTL_SECONDS, or when the ERP lists it among the payer's saved methods.
 * Anything else — another user's token, one made for another payer, an old unsaved one — is 403,
 * before the ERP is asked to charge, authorize or store it. An empty token is left to the payment
 * rules ('Card not selected.'). docs/security/payment-tokens.md.
 */
export async function assertMethodTokenUsable(
  app: FastifyInstance,
  access: AccountAccess,
  payer: { customer_number: string; company_code: string },
  methods: readonly { token: string; type: string }[],
  log: FastifyBaseLogger,
): Promise<void> {
  const wanted = methods.map((m) => ({ token: m.token.trim(), method: methodOf(m.type) })).filter((m) => m.token !== '');
  if (wanted.length === 0) return;
  const customerNumber = stripLeadingZeros(payer.customer_number.trim());
  const owner = { userId: access.caller.user_id, targetUserId: access.user.user_id, customerNumber };
  const unknown: typeof wanted = [];
  for (const wantedMethod of wanted) {
    if (!(await app.tokenizedMethodsRepository.isUsable(wantedMethod.token, wantedMethod.method, owner))) unknown.push(wantedMethod);
  }
  if (unknown.length === 0) return;
  // A saved method is usable as the kind it was saved as: a card token sent as an eCheck would skip the card's CVV rule.
  const saved = new Map(
    (await savedMethods(app, payer.customer_number.trim(), payer.company_code, log)).map((m) => [m.payment_card_token, methodOf(m.payment_card_type)]),
  );
  if (unknown.some((m) => saved.get(m.token) !== m.method)) {
    log.warn({ callerId: access.caller.user_id, actingFor: access.user.user_id, customerNumber }, 'a payment token not made for this user and payer was refused');
    throw forbidden(FOREIGN_METHOD, 'foreign_payment_method');
  }
}

/** CC for every card type, EC for an eCheck. */
const methodOf = (type: string): 'CC' | 'EC' => (type === 'EC' ? 'EC' : 'CC');
