import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Alert, Box, Button, FormControl, FormHelperText, Typography } from 'shared/ui/base';
import { Checkbox, FormControlLabel, FormLabel, Radio, RadioGroup } from 'shared/ui/more';
import { ControlledSelectField, ControlledTextField } from 'shared/form-fields';
import { errorMessage, useAction, type AutopayEnrolment, type AutopayOverview, type HeaderItem } from 'shared';
import { AUTOPAY_DAYS_BEFORE } from 'shared/payments';
import { AUTOPAY_LABELS } from '../../../config/autopay-labels';
import { enrolAutopay } from '../api/autopay';
import type { AutopayFormValues, AutopayMethodOption } from '../types/autopay';
import { autopayBodyOf, autopayResolver, initialValues } from '../utils/autopay-form';

interface Props {
  account: HeaderItem;
  agreement: AutopayOverview['Agreement'];
  enrolment: AutopayEnrolment | null;
  options: AutopayMethodOption[];
  onSaved: (enrolment: AutopayEnrolment) => void;
  onCancel: () => void;
}

/**
 * Set up or change AutoPay for one account (docs/product/autopay.md#the-page): a saved method,
 * the timing, an optional maximum, and the agreement read and accepted. A refused call shows the
 * server's words and keeps what was typed.
 */
export function AutopayForm({ account, agreement, enrolment, options, onSaved, onCancel }: Props) {
  const id = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<AutopayFormValues>({ resolver: autopayResolver, defaultValues: initialValues(enrolment, options) });
  const { control, handleSubmit, watch } = form;
  const save = useAction(async (values: AutopayFormValues) => {
    setRefusal(null);
    try {
      onSaved(await enrolAutopay(autopayBodyOf(values, account, agreement.Version)));
    } catch (error) {
      setRefusal(errorMessage(error, AUTOPAY_LABELS.failed));
    }
  });
  const busy = save.busy;
  const before = watch('timing') === 'before';

  return (
    <Box
      component="form"
      noValidate
      aria-label={AUTOPAY_LABELS.formTitle(account.PrimaryAcct)}
      onSubmit={handleSubmit((values) => save.run(values))}
      sx={{ display: 'grid', gap: 2, minWidth: 0 }}
    >
      <ControlledSelectField
        control={control}
        name="method"
        id={`${id}-method`}
        label={AUTOPAY_LABELS.methodField}
        disabled={busy}
        options={options.map((o) => ({ value: o.token, label: o.label }))}
      />
      <Controller
        name="timing"
        control={control}
        render={({ field }) => (
          <FormControl disabled={busy}>
            <FormLabel id={`${id}-timing`}>{AUTOPAY_LABELS.timing}</FormLabel>
            <RadioGroup aria-labelledby={`${id}-timing`} name={field.name} value={field.value} onChange={(e) => field.onChange(e.target.value)}>
              <FormControlLabel value="due" control={<Radio inputRef={field.ref} />} label={AUTOPAY_LABELS.timingDue} />
              <FormControlLabel value="before" control={<Radio />} label={AUTOPAY_LABELS.timingBefore} />
            </RadioGroup>
          </FormControl>
        )}
      />
      {before && (
        <ControlledTextField
          control={control}
          name="daysBefore"
          id={`${id}-days`}
          label={AUTOPAY_LABELS.daysField}
          disabled={busy}
          helperText={`${AUTOPAY_DAYS_BEFORE.min}–${AUTOPAY_DAYS_BEFORE.max}`}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 2 } }}
          sx={{ maxWidth: { sm: 360 } }}
        />
      )}
      <ControlledTextField
        control={control}
        name="maximum"
        id={`${id}-maximum`}
        label={AUTOPAY_LABELS.maximumField}
        disabled={busy}
        helperText={AUTOPAY_LABELS.maximumHelp}
        slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 20 } }}
        sx={{ maxWidth: { sm: 360 } }}
      />
      <Box>
        <Typography id={`${id}-agreement`} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {AUTOPAY_LABELS.agreement}
        </Typography>
        {/* Focusable, so a keyboard can scroll it; its own region, so a screen reader can find it. */}
        <Box
          role="region"
          aria-labelledby={`${id}-agreement`}
          tabIndex={0}
          data-testid="autopay-agreement"
          sx={{
            maxHeight: 200,
            overflowY: 'auto',
            p: 1.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            whiteSpace: 'pre-line',
            overflowWrap: 'anywhere',
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
          }}
        >
          {agreement.Text}
        </Box>
      </Box>
      <Controller
        name="accepted"
        control={control}
        render={({ field, fieldState }) => (
          <FormControl error={Boolean(fieldState.error)} disabled={busy}>
            <FormControlLabel
              label={AUTOPAY_LABELS.accept}
              control={
                <Checkbox
                  name={field.name}
                  inputRef={field.ref}
                  checked={field.value}
                  onChange={(e) => field.onChange(e.target.checked)}
                  onBlur={field.onBlur}
                  slotProps={{ input: { 'aria-describedby': fieldState.error ? `${id}-accept-error` : undefined } }}
                />
              }
            />
            {fieldState.error && <FormHelperText id={`${id}-accept-error`}>{fieldState.error.message}</FormHelperText>}
          </FormControl>
        )}
      />
      {refusal && (
        <Alert severity="error" role="alert">
          {refusal}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? AUTOPAY_LABELS.saving : enrolment ? AUTOPAY_LABELS.submitChange : AUTOPAY_LABELS.submitNew}
        </Button>
        <Button onClick={onCancel} disabled={busy}>
          {AUTOPAY_LABELS.cancel}
        </Button>
      </Box>
    </Box>
  );
}
