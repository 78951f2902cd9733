import { Alert, Button, Typography } from 'shared/ui/base';
import { Link as RouterLink } from 'shared/router';
import type { DeadLinkReason } from 'shared';
import { PATHS } from '../config/paths';
import { BackToLogin } from './back-to-login';

/** Why a mailed link is dead, by the server's reason (docs/product/registration.md#dead-links). */
export const DEAD_LINK_LABELS = {
  link_used: 'This link has already been used, or a newer link has replaced it.',
  link_expired: 'This link has expired.',
  invalid_token: 'This link is not known. Check that the whole link was copied from the mail.',
  newLinkHint: 'Enter your e-mail address on the next page and we will send you a new link.',
  sendNewLink: 'Send a new link',
} satisfies Record<DeadLinkReason, string> & Record<string, string>;

const isReason = (reason: string | undefined): reason is DeadLinkReason =>
  reason === 'link_used' || reason === 'link_expired' || reason === 'invalid_token';

/**
 * A dead link's page: the specification's text, why the link is dead where the server knows, and
 * the way to a new one. Loaded only when a link is dead, so the registration pages carry none of
 * it (docs/architecture/frontend.md#javascript-budgets).
 */
export default function DeadLink({ message, reason }: { message: string; reason: string | undefined }) {
  return (
    <>
      <Alert severity="error">
        {message}
        {isReason(reason) && <Typography variant="body2">{DEAD_LINK_LABELS[reason]}</Typography>}
      </Alert>
      <Typography variant="body2">{DEAD_LINK_LABELS.newLinkHint}</Typography>
      {/* A reset link sets a password as an invite does, so one way serves both (docs/product/registration.md#dead-links). */}
      <Button component={RouterLink} to={PATHS.requestReset} variant="contained">
        {DEAD_LINK_LABELS.sendNewLink}
      </Button>
      <BackToLogin />
    </>
  );
}
