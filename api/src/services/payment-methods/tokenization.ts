import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  endOfMonth,
  MESSAGES,
  parseRequestDate,
  stripLeadingZeros,
  type PaymentCard,
  type TokenizationAccessTokenRequest,
  type TokenizationAccessTokenResponse,
} from 'shared/server';
import { ApiError } from '../../errors';
import { UNSAVED_TOKEN_TTL_SECONDS } from '../../security/method-tokens';
import { ErpRefusedError, ErpUnavailableError } from '../../plugins/external/erp';
import { TokenizerUnavailableError } from '../../plugins/external/tokenizer';
import type { Acting } from '../access/acting-user';
import { assertECheckAllowed, assertMayUseMethods, methodPayer } from './method-access';

/** How long action 02 answers for an access token: the tokenizer's own limit (10 minutes). */
export const TOKENIZATION_TTL_SECONDS = 10 * 60;

/** docs/product/messages.md: every way tokenization fails reads 'Unable to save account details, please try again.' */
const failed = (statusCode: number, reason: string, cause?: unknown): ApiError => {
  const error = new ApiError(statusCode, MESSAGES.tokenizationFailed, reason);
  if (cause !== undefined) error.cause = cause;
  return error;
};

/** Runs fn; an unreachable tokenizer or ERP becomes 502 with the tokenization message, an ERP refusal 422. */
async function outside<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof TokenizerUnavailableError) throw failed(502, 'tokenizer_unavailable', error);
    if (error instanceof ErpUnavailableError) throw failed(502, 'erp_unavailable', error);
    if (error instanceof ErpRefusedError) throw failed(422, 'erp_refused', error);
    throw error;
  }
}

/**
 * Action 01: permission (403), the payer (403, before the tokenizer is asked), no eChecks for
 * company 0020 (422); then a tokenizer session whose access token (hashed) is recorded with the
 * caller and the payer. tokenizer_url is where the browser posts the data; its origin must be one
 * the CSP allows, else the page could not reach it (502, logged).
 */
export async function openTokenization(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  acting: Acting,
  body: TokenizationAccessTokenRequest,
): Promise<TokenizationAccessTokenResponse> {
  const { caller } = acting;
  assertMayUseMethods(caller, acting.impersonating);
  return outside(async () => {
    const { access, payer_data } = await methodPayer(app, acting, body);
    assertECheckAllowed(payer_data.company_code, body.payment_method === 'EC');
    const session = await app.tokenizer.openSession(body.payment_method);
    if (!app.tokenizer.isBrowserUrl(session.tokenizer_url)) {
      log.error(
        { tokenizerUrl: session.tokenizer_url },
        "the tokenizer's tokenizer_url is not on an origin the CSP allows: set TOKENIZER_PUBLIC_URL to its origin",
      );
      throw failed(502, 'tokenizer_url_not_allowed');
    }
    await app.tokenizationSessionsRepository.create({
      accessToken: session.access_token,
      userId: caller.user_id,
      targetUserId: access.user.user_id,
      customerNumber: payer_data.customer_number,
      companyCode: payer_data.company_code,
      paymentMethod: body.payment_method,
      ttlSeconds: TOKENIZATION_TTL_SECONDS,
    });
    return { access_token: session.access_token, merchant_guid: session.merchant_guid, tokenizer_url: session.tokenizer_url };
  });
}

const CARD_TYPES = new Set<PaymentCard['payment_card_type']>(['VISA', 'MC', 'AMEX']);

/** The tokenizer's payment card as the page gets it, or null when it is not usable. */
function cleanCard(card: Partial<PaymentCard> | undefined, method: 'CC' | 'EC'): PaymentCard | null {
  const type = card?.payment_card_type;
  const token = typeof card?.payment_card_token === 'string' ? card.payment_card_token.trim() : '';
  if (!type || token === '' || (method === 'EC' ? type !== 'EC' : !CARD_TYPES.has(type))) return null;
  const date = parseRequestDate(String(card?.valid_to ?? ''));
  return {
    payment_card_type: type,
    payment_card_token: token,
    payment_card_name: String(card?.payment_card_name ?? ''),
    valid_from: String(card?.valid_from ?? ''),
    // docs/product/payment-methods.md: the end of the expiry month, whatever day the tokenizer wrote.
    valid_to: date && method === 'CC' ? endOfMonth(date.getMonth() + 1, date.getFullYear()) : '',
    electronic_check_account_type: method === 'EC' ? (card?.electronic_check_account_type ?? '') : '',
    electronic_check_rdfi_number: method === 'EC' ? String(card?.electronic_check_rdfi_number ?? '') : '',
    default: '',
  };
}

/**
 * Action 02: only for the user who asked (another user's token is as unknown as a made-up one:
 * 404), not after 10 minutes (410), and only while the request acts for the user it was opened for
 * (a token opened while impersonating is read while still impersonating that customer: 403); then
 * the tokenizer's outcome: 409 nothing posted yet, 422 declined, 502 tokenizer down or an unusable answer.
 */
export async function readTokenization(app: FastifyInstance, acting: Acting, accessToken: string): Promise<PaymentCard> {
  const { caller } = acting;
  const session = await app.tokenizationSessionsRepository.findForUser(accessToken, caller.user_id);
  if (!session) throw failed(404, 'unknown_access_token');
  if (session.expired) throw failed(410, 'access_token_expired');
  if (session.target_user_id !== acting.user.user_id) throw failed(403, 'other_acting_user');
  assertMayUseMethods(caller, acting.impersonating);
  const outcome = await outside(() => app.tokenizer.result(accessToken));
  if (!outcome.ok) throw outcome.reason === 'pending' ? failed(409, 'not_tokenized') : failed(410, 'access_token_expired');
  if (outcome.answer.result !== 'approved') throw failed(422, 'declined');
  const card = cleanCard(outcome.answer.paymentcard, session.payment_method);
  if (!card) throw failed(502, 'tokenizer_unusable_answer', new Error('the approved answer carries no usable paymentcard'));
  await app.tokenizationSessionsRepository.markRead(accessToken);
  // The token is usable only by this user, for this payer, for a while (unless it gets saved).
  await app.tokenizedMethodsRepository.record({
    token: card.payment_card_token,
    userId: session.user_id,
    targetUserId: session.target_user_id,
    customerNumber: stripLeadingZeros(session.customer_number.trim()),
    companyCode: session.company_code,
    paymentMethod: session.payment_method,
    ttlSeconds: UNSAVED_TOKEN_TTL_SECONDS,
  });
  return card;
}
