import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Alert, Button, Stack, Typography } from 'shared/ui/base';
import { callApiResponse, isAxiosError, type ValidateAccountResponse } from 'shared';
import { addAccountSchema, REGISTRATION_FIELD_LIMITS as L, type AddAccountForm } from 'shared/registration-forms';
import { FormField } from '../../../components/form-field';
import { FIELD_LABELS, LABELS } from '../../../config/labels';
import { PUBLIC_CALL } from '../../../config/public-call';
import { addAccountError } from '../utils/add-account-error';
import { keepRegistrationSession, sessionHeaders, sessionNamedBy } from '../utils/registration-session';
import { AddressBlock } from './address-block';

const EMPTY: AddAccountForm = { invoiceNumber: '', invoiceAmount: '', accountNumber: '' };

type Phase = { kind: 'form' } | { kind: 'proven'; answer: ValidateAccountResponse } | { kind: 'failed'; message: string };

/**
 * The add-account flow (docs/product/registration.md#adding-accounts): the proof form, then the
 * billing partner's address with 'Add Another Account', or the refusal with 'Try Again' (which
 * keeps what was typed).
 */
export function AddAccountFlow({ onProven }: { onProven: (answer: ValidateAccountResponse) => void }) {
  const [phase, setPhase] = useState<Phase>({ kind: 'form' });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AddAccountForm>({ resolver: yupResolver(addAccountSchema), defaultValues: EMPTY });

  const onSubmit = async (values: AddAccountForm) => {
    try {
      // Proves one account into the registration session. Every answer, refusals too, names the
      // session; it is kept so failures and accounts stay with it.
      const response = await callApiResponse('PUT /users/account/validate', { body: values }, { ...PUBLIC_CALL, headers: sessionHeaders() });
      keepRegistrationSession(sessionNamedBy(response));
      onProven(response.data);
      setPhase({ kind: 'proven', answer: response.data });
    } catch (error) {
      if (isAxiosError(error)) keepRegistrationSession(sessionNamedBy(error.response));
      setPhase({ kind: 'failed', message: addAccountError(error) });
    }
  };

  if (phase.kind === 'proven') {
    const { account } = phase.answer;
    return (
      <Stack spacing={1.5}>
        <Alert severity="success">
          {LABELS.accountAdded}
          {account.address ? <AddressBlock address={account.address} /> : <Typography variant="body2">{account.name}</Typography>}
        </Alert>
        <Button
          variant="outlined"
          autoFocus
          onClick={() => {
            reset(EMPTY);
            setPhase({ kind: 'form' });
          }}
        >
          {LABELS.addAnotherAccount}
        </Button>
      </Stack>
    );
  }
  if (phase.kind === 'failed') {
    return (
      <Stack spacing={1.5}>
        <Alert severity="error">{phase.message}</Alert>
        <Button variant="outlined" autoFocus onClick={() => setPhase({ kind: 'form' })}>
          {LABELS.tryAgain}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit(onSubmit)} aria-label={LABELS.addAccount}>
      <FormField label={FIELD_LABELS.invoiceNumber} autoComplete="off" maxLength={L.invoiceNumber} registration={register('invoiceNumber')} fieldError={errors.invoiceNumber} />
      <FormField
        label={FIELD_LABELS.invoiceAmount}
        autoComplete="off"
        inputMode="decimal"
        maxLength={L.invoiceAmount}
        registration={register('invoiceAmount')}
        fieldError={errors.invoiceAmount}
      />
      <FormField label={FIELD_LABELS.billingId} autoComplete="off" maxLength={L.billingId} registration={register('accountNumber')} fieldError={errors.accountNumber} />
      <Button type="submit" variant="contained" disabled={isSubmitting}>
        {LABELS.addAccount}
      </Button>
    </Stack>
  );
}
