import { useId } from 'react';
import { Box, Button, Typography } from 'shared/ui/base';
import { List, ListItem, DeleteOutlineIcon as DeleteOutline, EditOutlinedIcon as EditOutlined } from 'shared/ui/extra';
import type { PaymentCard } from 'shared';
import { LABELS, TEXTS } from '../../../config/labels';
import type { PaymentMethodOption } from '../../../types/payment-method';
import { methodName } from '../../../lib/payment-method';
import { expiryOf } from '../utils/method-form';

interface Props {
  label: string;
  methods: readonly PaymentMethodOption[];
  empty: string;
  /** Saved methods can be changed only with CanManagePaymentMethods; session ones always. */
  canChangeSaved: boolean;
  onEdit: (card: PaymentCard) => void;
  onDelete: (card: PaymentCard) => void;
}

/** 'Expires 09/2029' for a card with an expiry: two cards ending alike are told apart by it. */
function expiryText(card: PaymentCard): string {
  const { exp_month: month, exp_year: year } = expiryOf(card.valid_to);
  return card.payment_card_type !== 'EC' && month && year ? TEXTS.expires(month, year) : '';
}

/**
 * docs/product/payment-methods.md: '{type} ending with *{last part}', '(Session)' and the default's
 * marker, with Edit and Delete. Each button is named after its card alone ('Edit Visa ending with
 * *1111'); the markers, name and expiry are its description, so two like cards are told apart.
 */
export function MethodList({ label, methods, empty, canChangeSaved, onEdit, onDelete }: Props) {
  const listId = useId();
  if (methods.length === 0) return <Typography color="text.secondary" sx={{ py: 1 }}>{empty}</Typography>;
  return (
    <List aria-label={label} disablePadding>
      {methods.map(({ id, card, label: name }, index) => (
        <ListItem key={id} divider disableGutters sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Box id={`${listId}-${index}`} sx={{ flex: '1 1 12rem', minWidth: 0 }}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{name}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {card.payment_card_name}
            </Typography>
            {card.is_session && (
              <Typography variant="body2" color="text.secondary" data-testid="for-this-visit">
                {TEXTS.forThisVisitOnly}
              </Typography>
            )}
            {expiryText(card) && (
              <Typography variant="body2" color="text.secondary">
                {expiryText(card)}
              </Typography>
            )}
          </Box>
          {(card.is_session || canChangeSaved) && (
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button
                size="small"
                startIcon={<EditOutlined />}
                onClick={() => onEdit(card)}
                aria-label={TEXTS.editMethod(methodName(card))}
                aria-describedby={`${listId}-${index}`}
              >
                {LABELS.edit}
              </Button>
              <Button
                size="small"
                color="error"
                startIcon={<DeleteOutline />}
                onClick={() => onDelete(card)}
                aria-label={TEXTS.deleteMethod(methodName(card))}
                aria-describedby={`${listId}-${index}`}
              >
                {LABELS.delete}
              </Button>
            </Box>
          )}
        </ListItem>
      ))}
    </List>
  );
}
