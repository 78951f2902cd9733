import { AutopayPage } from '../features/autopay/components/autopay-page';
import { useAutopayMethods } from './hooks/use-autopay-methods';

/**
 * /settings/autopay (docs/product/autopay.md#the-page): open to every user, read-only where the
 * server says the viewer may not enrol; the saved methods come from the payment methods' feature.
 */
export function AutopayRoute() {
  return <AutopayPage useMethods={useAutopayMethods} />;
}
