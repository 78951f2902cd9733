import { useEffect, useId, useMemo } from 'react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm, useWatch } from 'react-hook-form';
import { Alert, Box, Button, CircularProgress, Typography } from 'shared/ui/base';
import { Dialog, DialogActions, DialogContent, DialogTitle } from 'shared/ui/extra';
import { LoadError, useApi, type Account, type LinkedAccountRequest } from 'shared';
import { accountProofSchema, linkedAccountSchema } from 'shared/forms';
import { ControlledSelectField, ControlledTextField } from 'shared/form-fields';
import { LABELS } from '../../config/labels';

interface Props {
  /** The account being edited; none to add one. */
  account: Account | null;
  /** The customer proves a new account with one of its invoices. */
  proofRequired: boolean;
  /** Saves; resolves to the message to show, or null once saved (the owner closes the dialog). */
  onSave: (body: LinkedAccountRequest) => Promise<string | null>;
  onClose: () => void;
}

type Values = Required<LinkedAccountRequest>;

/**
 * Adds or edits a linked account (docs/product/users-and-admin.md#linked-accounts): the number,
 * and a company code and sales organization chosen from the ERP's active ones only. A customer
 * adding an account to their own profile also gives an invoice's number and exact amount.
 */
export function AccountDialog({ account, proofRequired, onSave, onClose }: Props) {
  const id = useId();
  // The ERP's active company codes and sales organizations, the only choices.
  const units = useApi('GET /configuration/org-units', {}, { sameForEveryUser: true, config: { skipErrorToast: true } });
  const schema = useMemo(() => (proofRequired ? linkedAccountSchema.concat(accountProofSchema) : linkedAccountSchema), [proofRequired]);
  const form = useForm<Values>({
    // The proof fields are only part of the schema when they are asked for.
    resolver: yupResolver(schema) as never,
    defaultValues: {
      PrimaryAcct: account?.PrimaryAcct ?? '',
      CompanyCode: account?.CompanyCode ?? '',
      SalesOrganization: account?.SalesOrganization ?? '',
      InvoiceNumber: '',
      InvoiceAmount: '',
    },
  });
  const { control, handleSubmit, formState, setError, setValue } = form;
  const companyCode = useWatch({ control, name: 'CompanyCode' });
  const salesOrganizations = useMemo(
    () => (units.data?.SalesOrganizations ?? []).filter((s) => s.CompanyCode === companyCode),
    [units.data, companyCode],
  );
  const salesOrganization = useWatch({ control, name: 'SalesOrganization' });
  useEffect(() => {
    // A sales organization belongs to one company code: another company code clears it.
    if (units.data && salesOrganization && !salesOrganizations.some((s) => s.SalesOrganization === salesOrganization)) {
      setValue('SalesOrganization', '');
    }
  }, [units.data, salesOrganization, salesOrganizations, setValue]);
  const submit = handleSubmit(async (values) => {
    const body: LinkedAccountRequest = {
      PrimaryAcct: values.PrimaryAcct,
      CompanyCode: values.CompanyCode,
      SalesOrganization: values.SalesOrganization,
      ...(proofRequired ? { InvoiceNumber: values.InvoiceNumber, InvoiceAmount: values.InvoiceAmount } : {}),
    };
    const message = await onSave(body);
    if (message) setError('root', { message });
  });
  const busy = formState.isSubmitting;
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={`${id}-title`}>{account ? LABELS.editAccount : LABELS.addAccount}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {units.error ? <LoadError onRetry={units.retry}>{LABELS.orgUnitsLoadError}</LoadError> : null}
          <ControlledTextField control={control} name="PrimaryAcct" id={`${id}-number`} label={LABELS.primaryAcct} required disabled={busy} autoFocus />
          <ControlledSelectField
            control={control}
            name="CompanyCode"
            id={`${id}-company`}
            label={LABELS.companyCode}
            required
            disabled={busy || !units.data}
            placeholder={units.loading ? LABELS.loading : LABELS.selectCompanyCode}
            options={(units.data?.CompanyCodes ?? []).map((c) => ({ value: c.CompanyCode, label: `${c.CompanyCode} - ${c.Name}` }))}
          />
          <ControlledSelectField
            control={control}
            name="SalesOrganization"
            id={`${id}-sales`}
            label={LABELS.salesOrganization}
            required
            disabled={busy || !units.data}
            placeholder={LABELS.selectSalesOrganization}
            options={salesOrganizations.map((s) => ({ value: s.SalesOrganization, label: `${s.SalesOrganization} - ${s.Name}` }))}
          />
          {proofRequired ? (
            <>
              <Typography variant="body2" id={`${id}-proof`}>
                {LABELS.proofHint}
              </Typography>
              <ControlledTextField control={control} name="InvoiceNumber" id={`${id}-invoice`} label={LABELS.invoiceNumber} required disabled={busy} />
              <ControlledTextField
                control={control}
                name="InvoiceAmount"
                id={`${id}-amount`}
                label={LABELS.invoiceAmount}
                required
                disabled={busy}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
            </>
          ) : null}
          {formState.errors.root?.message ? <Alert severity="error">{formState.errors.root.message}</Alert> : null}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy}>
            {LABELS.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={16} /> : undefined}>
            {busy ? LABELS.saving : LABELS.save}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
