import { COMPANY_WITHOUT_ECHECK, CARD_TYPES, usePermission, type HeaderItem, type PaymentCard } from 'shared';
import { PaymentMethodsManager } from '../features/payment-methods/components/payment-methods-manager';
import type { ManagerSettings } from '../features/payment-methods/types/method';
import type { PaymentRules } from '../types/payment-rules';
import type { PaymentSetup } from './hooks/use-payment-setup';

const NO_LINKS = { cardVideo: '', cardPdf: '', echeckVideo: '', echeckPdf: '' };

/**
 * What the company allows: card types limited to allowed_payment_methods, eChecks never for company
 * code 0020 (spec §2, §9) nor for a company whose list leaves EC out.
 */
export function managerSettingsOf(account: HeaderItem, rules: PaymentRules | null): ManagerSettings {
  const allowed = rules?.allowedMethods ?? [];
  const takes = (type: PaymentCard['payment_card_type']) => allowed.length === 0 || allowed.includes(type);
  return {
    cardTypes: CARD_TYPES.filter(takes),
    eChecks: account.CompanyCode !== COMPANY_WITHOUT_ECHECK && takes('EC'),
    instructions: rules?.instructions ?? NO_LINKS,
  };
}

interface Props {
  setup: PaymentSetup;
  /** /settings/payment-methods saves every method on file. */
  alwaysSave?: boolean;
  onAdded?: (card: PaymentCard) => void;
}

/** The methods manager for the selected account, in the payment panel or on its own page. */
export function MethodsManager({ setup, alwaysSave = false, onAdded }: Props) {
  const canManage = usePermission('CanManagePaymentMethods');
  if (!setup.account) return null;
  return (
    <PaymentMethodsManager
      // A new account starts afresh: its methods, its company's types.
      key={setup.account.PrimaryAcct}
      account={setup.account}
      methods={setup.methods}
      settings={managerSettingsOf(setup.account, setup.rules)}
      alwaysSave={alwaysSave}
      canSave={canManage}
      onAdded={onAdded}
    />
  );
}
