import { useState } from 'react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm, useWatch } from 'react-hook-form';
import { Alert, Box, Button, Stack } from 'shared/ui/base';
import { callApi, errorMessage, MESSAGES, toast, type AdminForms, type SystemConfigurationUpdate, type SystemConfigurationView } from 'shared';
import { ControlledCheckbox, ControlledTextField } from 'shared/form-fields';
import { CONFIGURATION_LABELS as L, LABELS } from '../../../config/labels';
import { formValuesOf, type ConfigurationFormValues } from '../utils/form-values';
import { TEMPLATE_FIELDS } from '../utils/template-fields';
import { FormSection } from './form-section';
import { SmtpTestDialog } from './smtp-test-dialog';
import { TemplateField } from './template-field';

type TextName = Exclude<keyof ConfigurationFormValues, 'SmtpUseUser' | 'LoginUseBackgroundImage'>;
type TextExtra = { type?: string; inputMode?: 'numeric' | 'email' | 'url'; required?: boolean; helperText?: string };

/**
 * The system configuration form (docs/product/configuration-and-mail.md#configuration-page),
 * checked by the shared schema the server uses too. Save shows 'Configuration Saved'.
 */
export function ConfigurationForm({ initial, forms }: { initial: SystemConfigurationView; forms: AdminForms }) {
  const [passwordStored, setPasswordStored] = useState(initial.SmtpPasswordSet);
  // The server a stored password belongs to: another one needs it typed again (docs/security/outbound-connections.md).
  const [passwordServer, setPasswordServer] = useState(() => forms.smtpServerKey(initial.SmtpAddress, initial.SmtpPort));
  const [failure, setFailure] = useState<string | null>(null);
  const [testing, setTesting] = useState(false);
  const form = useForm<ConfigurationFormValues>({
    resolver: yupResolver(forms.systemConfigurationSchema) as never,
    context: { passwordStored, passwordServer },
    defaultValues: formValuesOf(initial),
  });
  const { control, handleSubmit, formState, reset, getValues } = form;
  const useUser = useWatch({ control, name: 'SmtpUseUser' });
  const busy = formState.isSubmitting;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await callApi('PUT /configuration', { body: values as unknown as SystemConfigurationUpdate }, { skipErrorToast: true });
      setPasswordStored(saved.SmtpPasswordSet);
      setPasswordServer(forms.smtpServerKey(saved.SmtpAddress, saved.SmtpPort));
      reset(formValuesOf(saved));
      toast.success(MESSAGES.configurationSaved);
    } catch (error) {
      setFailure(errorMessage(error, MESSAGES.systemErrorToast));
    }
  });

  const text = (name: TextName, extra: TextExtra = {}) => (
    <ControlledTextField
      control={control}
      name={name}
      id={`config-${name}`}
      label={L[name]}
      disabled={busy}
      required={extra.required}
      type={extra.type}
      helperText={extra.helperText}
      autoComplete={extra.type === 'password' ? 'new-password' : 'off'}
      slotProps={extra.inputMode ? { htmlInput: { inputMode: extra.inputMode } } : undefined}
    />
  );

  return (
    <>
      <Box component="form" noValidate onSubmit={submit} aria-label={LABELS.configurationTitle}>
        <Stack spacing={3}>
          <FormSection id="config-general" title={LABELS.general}>
            {text('CompanyName', { required: true })}
            {text('ApplicationUrl', { required: true, inputMode: 'url' })}
            <ControlledCheckbox control={control} name="LoginUseBackgroundImage" label={L.LoginUseBackgroundImage} disabled={busy} />
          </FormSection>
          <FormSection id="config-mail-server" title={LABELS.mailServer}>
            {text('SmtpAddress', { required: true })}
            {text('SmtpPort', { required: true, inputMode: 'numeric' })}
            <ControlledCheckbox control={control} name="SmtpUseUser" label={L.SmtpUseUser} disabled={busy} />
            <Box />
            {text('SmtpUser', { required: useUser })}
            {text('SmtpPassword', { type: 'password', required: useUser && !passwordStored, helperText: passwordStored ? LABELS.passwordKept : undefined })}
            <Box>
              <Button variant="outlined" onClick={() => setTesting(true)} disabled={busy}>
                {LABELS.smtpTest}
              </Button>
            </Box>
          </FormSection>
          <FormSection id="config-addresses" title={LABELS.addresses}>
            {text('RegistrationRequestEmail', { required: true, inputMode: 'email' })}
            {text('FromAddress', { required: true, inputMode: 'email' })}
            {text('FromAddressName')}
            {text('ReceiptBcc', { inputMode: 'email' })}
          </FormSection>
          <FormSection id="config-templates" title={LABELS.templates}>
            {TEMPLATE_FIELDS.map((name) => (
              <TemplateField key={name} name={name} control={control} disabled={busy} />
            ))}
          </FormSection>
          <FormSection id="config-instructions" title={LABELS.instructionLinks}>
            {text('CcvideoUrl', { required: true, inputMode: 'url' })}
            {text('CcpdfUrl', { required: true, inputMode: 'url' })}
            {text('EcvideoUrl', { required: true, inputMode: 'url' })}
            {text('EcpdfUrl', { required: true, inputMode: 'url' })}
          </FormSection>
          <FormSection id="config-autopay" title={LABELS.autopay}>
            <TemplateField name="AutopayAgreement" control={control} disabled={busy} helperText={LABELS.autopayAgreementHelp} />
            {text('AutopayNoticeDays', { required: true, inputMode: 'numeric', helperText: LABELS.autopayNoticeDaysHelp })}
          </FormSection>
          {failure ? <Alert severity="error">{failure}</Alert> : null}
          <Box>
            <Button type="submit" variant="contained" disabled={busy}>
              {busy ? LABELS.saving : LABELS.save}
            </Button>
          </Box>
        </Stack>
      </Box>
      {/* Outside the form: the dialog's own Send is a submit, and it must not save (issue 21). */}
      {testing ? (
        <SmtpTestDialog
          addressSchema={forms.smtpTestAddressSchema}
          // The settings as typed now, saved or not; nothing is stored.
          onSend={(testEmail) =>
            callApi(
              'POST /configuration/smtp-test',
              { body: { ...(getValues() as unknown as SystemConfigurationUpdate), testEmail } },
              // The server waits for the mail server (up to its own timeouts) before it answers.
              { skipErrorToast: true, timeout: 60_000 },
            )
          }
          onClose={() => setTesting(false)}
        />
      ) : null}
    </>
  );
}
