// One simulated user of the load run, and what it needs to know about its demo login first
// (docs/demo-data.md): its account, the search the invoice list sends, and how it can pay.
import { succeeded } from './load-http.mjs';

export const PASSWORD = 'Demo-pass-2026';
/**
 * The demo customers that reach the invoice list. Staff (admin@, manager@) log in with a second
 * factor whose codes work once per 30 s (docs/security/second-factor.md), which a loop of logins
 * cannot give; pending and locked have no list.
 */
export const DEMO_LOGINS = ['soldto', 'payer', 'payerall', 'viewer', 'noecheck', 'jp', 'bulk'].map((n) => `${n}@portal.test`);

/** A small partial payment: it never clears an invoice, so every loop finds something to pay. */
const PAYMENT_AMOUNT = 1;
/** After a refused login a user waits this long, as a person would, instead of hammering. */
const RETRY_PAUSE_MS = 1000;
const TEST_VISA = { card_number: '4111111111111111', card_type: 'VISA', name: 'Load Test', exp_month: 12, cvv: '123' };

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The invoice list's search (mfe-invoices/src/features/invoices/utils/list-request.ts): open items, widest range. */
function listSearch(account, userId) {
  const payer = account.AccountTypeId !== 1;
  return {
    payer_data: { customer_number: account.PrimaryAcct, company_code: account.CompanyCode },
    soldto_data: payer ? { customer_number: '', accounts: account.TransactionalAccounts ?? [] } : null,
    search_parameters: {
      document_type: '01',
      status: '01',
      date_from: '01-01-1900',
      date_to: '01-01-9999',
      due_date_from: '01-01-1900',
      due_date_to: '01-01-9999',
      currency_key: '',
      // PayerAll: filter 90 carries the user id, so the server applies the exclusion list.
      filter: account.AccountTypeId === 3 ? [{ filter_type: '90', value: String(userId) }] : [],
    },
  };
}

/**
 * A card the login may pay with: the payer's default saved method, else a test Visa tokenized
 * the way the payment page does it (docs/security/payment-tokens.md lets the user who tokenized it
 * pay that payer with it for an hour, far longer than a run).
 */
async function paymentMethod(call, client, account, cards, token) {
  const saved = cards.find((c) => c.default === 'X') ?? cards[0];
  if (saved) return saved;
  const session = await call('/tokenization/access_token', { action: '01', payment_method: 'CC', customer_number: account.PrimaryAcct, company_code: account.CompanyCode }, token);
  // The tokenizer names itself `localhost`, which may resolve to ::1; the sandbox listens on 127.0.0.1 only.
  const url = new URL(session.tokenizer_url);
  url.hostname = '127.0.0.1';
  const card = { ...TEST_VISA, exp_year: new Date().getFullYear() + 3 };
  const tokenized = await client.post(url.href, card, { token: session.access_token });
  if (tokenized.json?.result !== 'approved') throw new Error(`tokenizer: ${tokenized.status} ${tokenized.text}`);
  return (await call('/tokenization/response', { action: '02', access_token: session.access_token }, token)).paymentcard;
}

/** How the login pays, or why it does not (the loop then skips its payments). */
async function paymentPlan(call, client, account, user, cards, token) {
  if (!user.Permissions.includes('CanMakePayment')) return { skip: 'no CanMakePayment' };
  const customizing = await call('/customer/customizing', { company_code: account.CompanyCode }, token);
  if (!['X', 'R'].includes(customizing.generel_data?.partial_payments_allowed)) return { skip: 'full payments only' };
  const card = await paymentMethod(call, client, account, cards, token);
  const isCheck = card.payment_card_type === 'EC';
  return {
    payer_data: { customer_number: account.PrimaryAcct, company_code: account.CompanyCode },
    payment_detail: {
      payment_method: isCheck ? 'EC' : 'CC',
      payment_card_type: card.payment_card_type,
      payment_card_token: card.payment_card_token,
      payment_card_name: card.payment_card_name,
      ...(card.valid_to ? { valid_to: card.valid_to } : {}),
      ...(isCheck
        ? { electronic_check_account_type: card.electronic_check_account_type, electronic_check_rdfi_number: card.electronic_check_rdfi_number }
        : customizing.generel_data?.cvv_use_control === '1' ? { card_validation_code: '123' } : {}),
    },
  };
}

/** Logs in once, untimed, and learns what the loop will send for this login. */
export async function prepareProfile(client, api, login) {
  const call = async (path, body, token) => {
    const answer = await client.post(`${api}${path}`, body, { token });
    if (!succeeded(answer)) throw new Error(`preparing ${login}: ${path} answered ${answer.status} ${answer.error ?? answer.text.slice(0, 300)}`);
    return answer.json;
  };
  const { token } = await call('/token/login', { login, password: PASSWORD });
  try {
    const user = await call('/token/getuseraccounts', {}, token);
    const account = (await call('/customer/getuserpayers', {}, token)).HeaderItems[0];
    const payerRequest = {
      customer_number: account.PrimaryAcct,
      company_code: account.CompanyCode,
      action: '01',
      sales_area_data: { sales_organization: account.SalesOrganization, distribution_channel: account.DistributionChannel, division: account.Division },
    };
    const cards = (await call('/customer/payer', payerRequest, token)).detail?.payment_cards ?? [];
    const payment = await paymentPlan(call, client, account, user, cards, token);
    return { login, search: listSearch(account, user.UserId), payerRequest, payment };
  } finally {
    await client.post(`${api}/token/logout`, {}, { token });
  }
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** Invoices a small partial payment can go to: open, not read-only, not cleared, more than the amount. */
const payable = (documents) =>
  documents.filter(
    (d) => d.open_amount > PAYMENT_AMOUNT && d.read_only_flag !== 'X' && d.item_is_a_payment !== 'X' && !(d.clearing_document_number_finance ?? '').trim(),
  );

/** One line, as the checkout sends it; the server rebuilds the rest from the ERP's own document. */
const paymentBody = (plan, invoice) => ({
  payer_data: plan.payer_data,
  payment_detail: plan.payment_detail,
  documents: [
    {
      billing_document_number: invoice.billing_document_number,
      document_number_finance: invoice.document_number_finance,
      line_item_in_the_relevant_invoice: invoice.line_item_in_the_relevant_invoice,
      fiscal_year_of_the_relevant_invoice: invoice.fiscal_year_of_the_relevant_invoice,
      open_amount: invoice.open_amount,
      amount_to_process: PAYMENT_AMOUNT,
      currency_key: invoice.currency_key,
      // 03 'Paying in installments' needs no comment and exists in every company.
      reason_code: '03',
      reason_description: '',
      comment: '',
      reference_number: invoice.reference_number,
      zzcustom: invoice.zzcustom ?? {},
    },
  ],
});

/**
 * Loops until `deadline` or `maxLoops`: log in, search, open one invoice's detail, read the payer,
 * every 20th loop pay, log out. `index` staggers which loop pays, so payments are spread over the
 * run rather than all falling on everyone's 20th loop at once.
 */
export async function runUser({ client, api, profile, recorder, deadline, maxLoops, index, keyPrefix }) {
  const { login } = profile;
  const live = () => Date.now() < deadline;
  const step = async (name, path, body, options) => {
    const answer = await client.post(`${api}${path}`, body, options);
    const ok = succeeded(answer);
    recorder.record(name, login, answer, ok);
    return ok ? answer.json : null;
  };

  for (let loop = 1; loop <= maxLoops && live(); loop += 1) {
    const session = await step('login', '/token/login', { login, password: PASSWORD });
    if (!session) {
      await sleep(RETRY_PAUSE_MS);
      continue;
    }
    const auth = { token: session.token };
    const found = await step('search', '/Invoice', profile.search, auth);
    const documents = found?.document_list ?? [];
    if (live() && documents.length > 0) {
      const document = pick(documents);
      await step('detail', '/invoice/detail', { document_detail: { billing_document_number: document.billing_document_number, document_type: '01' } }, auth);
    }
    if (live()) await step('payer', '/customer/payer', profile.payerRequest, auth);
    if (live() && found && (loop + index) % 20 === 0 && !profile.payment.skip) {
      const invoice = pick(payable(documents));
      if (!invoice) recorder.fail('payment', login, 'no open invoice in the search');
      else {
        const body = paymentBody(profile.payment, invoice);
        await step('payment', '/invoice/payments', body, { ...auth, headers: { 'idempotency-key': `${keyPrefix}-u${index}-l${loop}` } });
      }
    }
    await step('logout', '/token/logout', {}, auth);
  }
}
