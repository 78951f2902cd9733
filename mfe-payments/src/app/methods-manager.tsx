import { usePermission, type HeaderItem, type PaymentCard } from 'shared';
import { acceptedMethodTypes } from 'shared/payments';
import { PaymentMethodsManager } from '../features/payment-methods/components/payment-methods-manager';
import type { ManagerSettings } from '../features/payment-methods/types/method';
import type { PaymentRules } from '../types/payment-rules';
import type { PaymentSetup } from './hooks/use-payment-setup';

const NO_LINKS = { cardVideo: '', cardPdf: '', echeckVideo: '', echeckPdf: '' };

/** What the company takes (shared acceptedMethodTypes: its allowed_payment_methods, no eChecks for 0020). */
export function managerSettingsOf(account: HeaderItem, rules: PaymentRules | null): ManagerSettings {
  const types = acceptedMethodTypes(account.CompanyCode, rules?.allowedMethods);
  return {
    cardTypes: types.filter((type): type is Exclude<PaymentCard['payment_card_type'], 'EC'> => type !== 'EC'),
    eChecks: types.includes('EC'),
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
