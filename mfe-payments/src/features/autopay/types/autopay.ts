import type { HeaderItem } from 'shared';
import type { AutopayTiming } from 'shared/payments';

/** One saved method the form offers: its token, name and type. */
export interface AutopayMethodOption {
  token: string;
  type: string;
  label: string;
}

/** The saved methods of one account that AutoPay may use (the app composes them: docs/product/autopay.md#the-page). */
export interface AutopayMethods {
  options: AutopayMethodOption[];
  /** The company needs a CVV for each card payment, so its cards are left out (AUTOPAY_TEXTS.cvvNeeded). */
  cardsNeedCvv: boolean;
  loading: boolean;
  error: boolean;
  reload: () => void;
}

/** The hook the page calls for the account whose form is open. */
export type UseAutopayMethods = (account: HeaderItem) => AutopayMethods;

/** The form's values, as typed: the rules in shared read the strings. */
export interface AutopayFormValues {
  method: string;
  timing: AutopayTiming;
  daysBefore: string;
  maximum: string;
  accepted: boolean;
}
