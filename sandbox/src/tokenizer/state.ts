import { randomBytes } from 'node:crypto';
import type { PaymentCard } from 'shared/server';

export const ACCESS_TOKEN_TTL_MS = 10 * 60 * 1000;

export type PaymentMethod = 'CC' | 'EC';

export interface TokenizeOutcome {
  result: 'approved' | 'declined';
  paymentcard?: PaymentCard;
  message?: string;
}

interface Session {
  accessToken: string;
  merchantGuid: string;
  paymentMethod: PaymentMethod;
  createdAt: number;
  /** Set once the browser has posted card data: the token is then used up. */
  outcome?: TokenizeOutcome;
  completedAt?: number;
}

export type Claim =
  | { ok: true; session: Session }
  | { ok: false; reason: 'unknown' | 'expired' | 'used' };

const random = (bytes: number) => randomBytes(bytes).toString('hex');

/**
 * Sessions and the token vault of the sandbox tokenizer. An access token can
 * post card data once, within 10 minutes; its outcome can then be read by the
 * API server for another 10 minutes. Expired sessions are pruned lazily, so
 * no timer keeps the process (or a test) alive.
 */
export class TokenizerState {
  private sessions = new Map<string, Session>();
  /** Every approved token, for later features that charge saved tokens. */
  readonly vault = new Map<string, PaymentCard>();

  constructor(
    private readonly now: () => Date,
    readonly defaultMerchantGuid: string,
  ) {}

  open(paymentMethod: PaymentMethod, merchantGuid?: string): Session {
    this.prune();
    const session: Session = {
      accessToken: `at_${random(16)}`,
      merchantGuid: merchantGuid?.trim() || this.defaultMerchantGuid,
      paymentMethod,
      createdAt: this.now().getTime(),
    };
    this.sessions.set(session.accessToken, session);
    return session;
  }

  /** Claims a session for tokenizing; fails when unknown, expired or already used. */
  claim(accessToken: string): Claim {
    const session = this.sessions.get(accessToken);
    if (!session) return { ok: false, reason: 'unknown' };
    if (session.outcome) return { ok: false, reason: 'used' };
    if (this.now().getTime() - session.createdAt > ACCESS_TOKEN_TTL_MS) return { ok: false, reason: 'expired' };
    return { ok: true, session };
  }

  complete(session: Session, outcome: TokenizeOutcome): void {
    session.outcome = outcome;
    session.completedAt = this.now().getTime();
    if (outcome.paymentcard) this.vault.set(outcome.paymentcard.payment_card_token, outcome.paymentcard);
  }

  /** The outcome for the API server; undefined when unknown or expired, null when not tokenized yet. */
  outcome(accessToken: string): TokenizeOutcome | null | undefined {
    const session = this.sessions.get(accessToken);
    if (!session) return undefined;
    const since = session.completedAt ?? session.createdAt;
    if (this.now().getTime() - since > ACCESS_TOKEN_TTL_MS) return undefined;
    return session.outcome ?? null;
  }

  newToken(kind: string, last4: string): string {
    return `tok_${kind}_${random(6)}_${last4}`;
  }

  reset(): void {
    this.sessions.clear();
    this.vault.clear();
  }

  private prune(): void {
    const now = this.now().getTime();
    for (const [token, s] of this.sessions) {
      if (now - (s.completedAt ?? s.createdAt) > ACCESS_TOKEN_TTL_MS) this.sessions.delete(token);
    }
  }
}
