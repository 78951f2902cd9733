import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { TEXTS } from '../../../config/labels';
import type { PaymentMethodOption } from '../../../types/payment-method';

interface Props {
  methods: readonly PaymentMethodOption[];
}

/**
 * What 'Manage Payment Methods' reveals for now: the methods, read-only. Issue 6 puts the methods
 * manager (tabs, add, edit, delete) in this place.
 */
export function SavedMethodsList({ methods }: Props) {
  if (methods.length === 0) return <Typography color="text.secondary">{TEXTS.noMethods}</Typography>;
  return (
    <List dense aria-label="Payment methods">
      {methods.map((method) => (
        <ListItem key={method.id} disableGutters>
          <ListItemText primary={method.label} secondary={method.card.payment_card_name} />
        </ListItem>
      ))}
    </List>
  );
}
