import { Typography } from 'shared/ui/base';
import { BackToLogin } from '../../../components/back-to-login';
import { PublicPage } from '../../../components/public-page';
import { LABELS } from '../../../config/labels';

/** /auto-register/confirm-instructions: a confirmation email should arrive shortly. */
export function ConfirmInstructionsPage() {
  return (
    <PublicPage title={LABELS.confirmInstructionsTitle}>
      <Typography>{LABELS.confirmInstructions}</Typography>
      <BackToLogin />
    </PublicPage>
  );
}
