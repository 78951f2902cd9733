import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Alert, Button, Stack, Typography } from 'shared/ui/base';
import { callApi, errorMessage, MESSAGES } from 'shared';
import { REGISTRATION_FIELD_LIMITS as L, registrationRequestSchema, type RegistrationRequestForm } from 'shared/registration-forms';
import { BackToLogin } from '../../../components/back-to-login';
import { FormField } from '../../../components/form-field';
import { PublicPage } from '../../../components/public-page';
import { FIELD_LABELS, LABELS } from '../../../config/labels';
import { PUBLIC_CALL } from '../../../config/public-call';

const EMPTY: RegistrationRequestForm = { email: '', firstName: '', lastName: '', company: '', message: '' };

/** /registration-request: editing, then submitted with the thanks (docs/product/registration.md#registration-request). */
export function RegistrationRequestPage() {
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegistrationRequestForm>({ resolver: yupResolver(registrationRequestSchema), defaultValues: EMPTY });

  const onSubmit = async (values: RegistrationRequestForm) => {
    setFailure(null);
    try {
      await callApi('POST /register', { body: values }, PUBLIC_CALL);
      setSubmitted(true);
    } catch (error) {
      setFailure(errorMessage(error, MESSAGES.systemError));
    }
  };

  if (submitted) {
    return (
      <PublicPage title={LABELS.registrationRequestTitle}>
        <Alert severity="success">{MESSAGES.registrationThanks}</Alert>
        <BackToLogin />
      </PublicPage>
    );
  }
  return (
    <PublicPage title={LABELS.registrationRequestTitle}>
      <Typography variant="body2">{LABELS.registrationRequestIntro}</Typography>
      <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit(onSubmit)}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <FormField label={FIELD_LABELS.email} type="email" autoComplete="email" autoFocus maxLength={L.email} registration={register('email')} fieldError={errors.email} />
        <FormField label={FIELD_LABELS.firstName} autoComplete="given-name" maxLength={L.name} registration={register('firstName')} fieldError={errors.firstName} />
        <FormField label={FIELD_LABELS.lastName} autoComplete="family-name" maxLength={L.name} registration={register('lastName')} fieldError={errors.lastName} />
        <FormField label={FIELD_LABELS.company} autoComplete="organization" maxLength={L.company} registration={register('company')} fieldError={errors.company} />
        <FormField label={FIELD_LABELS.message} multiline minRows={3} maxLength={L.message} registration={register('message')} fieldError={errors.message} />
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          {LABELS.submitRequest}
        </Button>
      </Stack>
      <BackToLogin />
    </PublicPage>
  );
}
