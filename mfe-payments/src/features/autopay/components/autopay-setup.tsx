import { Alert, Box, Button, Link, LinearProgress } from 'shared/ui/base';
import { Link as RouterLink } from 'shared/router';
import { LoadError, type AutopayEnrolment, type AutopayOverview, type HeaderItem } from 'shared';
import { AUTOPAY_TEXTS } from 'shared/payments';
import { AUTOPAY_LABELS } from '../../../config/autopay-labels';
import { PATHS } from '../../../config/paths';
import type { UseAutopayMethods } from '../types/autopay';
import { AutopayForm } from './autopay-form';

interface Props {
  account: HeaderItem;
  agreement: AutopayOverview['Agreement'];
  enrolment: AutopayEnrolment | null;
  useMethods: UseAutopayMethods;
  onSaved: (enrolment: AutopayEnrolment) => void;
  onCancel: () => void;
}

/** The account's saved methods, then the form; or why there is nothing to choose (docs/product/autopay.md#the-page). */
export function AutopaySetup({ account, agreement, enrolment, useMethods, onSaved, onCancel }: Props) {
  const methods = useMethods(account);
  if (methods.loading) return <LinearProgress aria-label={AUTOPAY_LABELS.loadingMethods} />;
  if (methods.error) return <LoadError onRetry={methods.reload}>{AUTOPAY_LABELS.methodsFailed}</LoadError>;
  const cvvNote = methods.cardsNeedCvv && <Alert severity="info">{AUTOPAY_TEXTS.cvvNeeded}</Alert>;
  if (methods.options.length === 0) {
    return (
      <>
        {cvvNote}
        <Alert severity="info" data-testid="autopay-no-methods">
          {AUTOPAY_LABELS.noMethods}{' '}
          <Link component={RouterLink} to={PATHS.paymentMethods}>
            {AUTOPAY_LABELS.paymentMethodsLink}
          </Link>{' '}
          page.
        </Alert>
        <Box>
          <Button onClick={onCancel}>{AUTOPAY_LABELS.cancel}</Button>
        </Box>
      </>
    );
  }
  return (
    <>
      {cvvNote}
      <AutopayForm account={account} agreement={agreement} enrolment={enrolment} options={methods.options} onSaved={onSaved} onCancel={onCancel} />
    </>
  );
}
