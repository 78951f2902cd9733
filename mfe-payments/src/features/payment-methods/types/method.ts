import type { PaymentCard } from 'shared';
import type { InstructionUrls } from '../../../types/payment-rules';

export type MethodKind = 'card' | 'echeck';

/** What the manager may offer for the selected account (its company's configuration). */
export interface ManagerSettings {
  /** Card types of the card form: Visa, Master Card, American Express, as the company takes them. */
  cardTypes: readonly ('VISA' | 'MC' | 'AMEX')[];
  /** docs/product/payment-methods.md: no eChecks for company code 0020 (nor where the company takes none). */
  eChecks: boolean;
  instructions: InstructionUrls;
}

/** The form open in the manager: a new method of a kind, or an existing one to edit. */
export type FormTarget = { kind: MethodKind; card: PaymentCard | null };

/** What a submit, edit or delete came to: a message to show, or the method and a notice. */
export type MethodOutcome = { ok: false; error: string } | { ok: true; card: PaymentCard; notice: string };
