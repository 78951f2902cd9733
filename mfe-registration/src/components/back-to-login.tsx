import { Link } from 'shared/ui/base';
import { Link as RouterLink } from 'shared/router';
import { LABELS } from '../config/labels';
import { PATHS } from '../config/paths';

export function BackToLogin() {
  return (
    <Link component={RouterLink} to={PATHS.login} variant="body2">
      {LABELS.backToLogin}
    </Link>
  );
}
