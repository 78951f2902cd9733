import { Typography } from 'shared/ui/base';
import { List, ListItem, ListItemText } from 'shared/ui/more';
import { Page, useSessionStore } from 'shared';

export function ProfilePage() {
  const user = useSessionStore((s) => s.user);
  const payers = useSessionStore((s) => s.payers);
  return (
    <Page title="Account">
      <Typography data-testid="profile-name">
        {user ? `${user.FirstName} ${user.LastName} (${user.Email})` : ''}
      </Typography>
      <List aria-label="Linked accounts">
        {payers.map((p) => (
          <ListItem key={p.PrimaryAcct}>
            <ListItemText primary={`${p.PrimaryAcct} - ${p.Name}`} secondary={`Company ${p.CompanyCode}`} />
          </ListItem>
        ))}
      </List>
    </Page>
  );
}
