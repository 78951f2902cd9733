import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
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
