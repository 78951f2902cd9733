import { Box, Paper, Typography } from 'shared/ui/base';
import type { UserAccountsResponse } from 'shared';
import { LABELS } from '../../../config/labels';

/** The logged-in user's own details, as the server answered them at login. */
export function ProfileDetails({ user }: { user: UserAccountsResponse }) {
  const rows: [string, string][] = [
    [LABELS.name, `${user.FirstName} ${user.LastName}`.trim()],
    [LABELS.login, user.Login],
    [LABELS.email, user.Email],
    [LABELS.company, user.Company],
    [LABELS.role, user.UserRole],
    [LABELS.status, user.Status],
  ];
  return (
    <Paper component="section" variant="outlined" aria-labelledby="profile-details-heading" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="profile-details-heading" variant="h5" component="h2" gutterBottom>
        {LABELS.yourDetails}
      </Typography>
      {/* profile-name: the platform tests read the logged-in user from here, through the shared store. */}
      <Box component="dl" data-testid="profile-name" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1, m: 0 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }} data-testid={`profile-${label}`}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
