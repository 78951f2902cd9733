import type { Control } from 'react-hook-form';
import { Box, Typography } from 'shared/ui/base';
import { ControlledTextField } from 'shared/form-fields';
import { CONFIGURATION_LABELS, LABELS } from '../../../config/labels';
import type { ConfigurationFormValues } from '../utils/form-values';
import { placeholdersOf, type TemplateAreaField as Field } from '../utils/template-fields';

interface Props {
  name: Field;
  control: Control<ConfigurationFormValues>;
  disabled: boolean;
  helperText?: string;
}

/** A mail template (or the AutoPay agreement): a 10-row text area with the placeholders it may use listed beside it. */
export function TemplateField({ name, control, disabled, helperText }: Props) {
  const placeholders = placeholdersOf(name);
  const listId = `config-${name}-placeholders`;
  return (
    <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 14rem' }, alignItems: 'start' }}>
      <ControlledTextField
        control={control}
        name={name}
        id={`config-${name}`}
        label={CONFIGURATION_LABELS[name]}
        multiline
        rows={10}
        disabled={disabled}
        helperText={helperText}
        slotProps={{ htmlInput: placeholders.length > 0 ? { 'aria-describedby': listId } : {} }}
      />
      {placeholders.length > 0 ? (
        <Box id={listId}>
          <Typography variant="subtitle2" component="p">
            {LABELS.placeholders}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5, fontFamily: 'monospace', fontSize: '0.875rem' }}>
            {placeholders.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}
