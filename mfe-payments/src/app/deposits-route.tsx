import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Alert, LinearProgress } from 'shared/ui/base';
import { LoadError, MESSAGES, Page, parseCents, type DepositFormValues, type HeaderItem } from 'shared';
import { depositSchema, emptyDeposit } from 'shared/forms';
import { PaymentPanel } from '../components/payment-panel/payment-panel';
import { TwoColumns } from '../components/two-columns';
import { LABELS, TEXTS } from '../config/labels';
import { DepositForm } from '../features/deposits/components/deposit-form';
import type { PaymentRules } from '../types/payment-rules';
import { useDepositPay } from './hooks/use-deposit-pay';
import { MethodsManager } from './methods-manager';
import { usePaymentSetup, type PaymentSetup } from './hooks/use-payment-setup';

function NewDeposit({ setup, account, rules }: { setup: PaymentSetup; account: HeaderItem; rules: PaymentRules }) {
  const schema = useMemo(() => depositSchema(rules.depositReasonCodes), [rules.depositReasonCodes]);
  const form = useForm<DepositFormValues>({
    resolver: yupResolver(schema),
    defaultValues: emptyDeposit(account.PrimaryAcct),
    mode: 'onTouched',
  });
  // Every field: the panel's message of a Pay click is checked again as the form changes.
  const values = useWatch({ control: form.control });
  const { check, pay, review } = useDepositPay(form, setup);
  // A field's message goes as soon as the customer fixes it ('Reason is required.' once a reason
  // is chosen), not only when the field loses the focus (docs/product/deposits.md#deposit-form).
  useEffect(() => {
    const wrong = Object.keys(form.formState.errors) as (keyof DepositFormValues)[];
    if (wrong.length > 0) void form.trigger(wrong);
  }, [values, form]);
  const parsed = parseCents(values.amount_to_process);
  const total = parsed.ok ? parsed.cents : 0;

  return (
    <TwoColumns>
      <DepositForm form={form} payerLabel={`${account.PrimaryAcct} - ${account.Name}`} reasonCodes={rules.depositReasonCodes} />
      <PaymentPanel
        mode="deposit"
        currency="USD"
        totals={{ totalCents: total, payCents: total, overpayingCents: 0 }}
        overpaymentAllowed={false}
        methods={setup.methods.methods}
        methodsLoading={setup.methods.loading}
        methodsError={setup.methods.error}
        onRetryMethods={setup.methods.reload}
        needsCvv={setup.needsCvv}
        canPay={setup.canPay}
        onCheck={check}
        review={review}
        onPay={pay}
        manager={({ select }) => <MethodsManager setup={setup} onAdded={select} />}
      />
    </TwoColumns>
  );
}

/** /deposits (docs/product/deposits.md): for accounts whose company has payment type D active. */
export function DepositsRoute() {
  const setup = usePaymentSetup();
  const { account, rules } = setup;
  return (
    <Page title={LABELS.depositsTitle}>
      {!account && <Alert severity="info">{TEXTS.noAccount}</Alert>}
      {setup.rulesError && <LoadError onRetry={setup.retryRules}>{MESSAGES.configurationError}</LoadError>}
      {setup.rulesLoading && <LinearProgress aria-label={TEXTS.loadingSettings} />}
      {account && rules && !rules.depositsAvailable && <Alert severity="info">{TEXTS.depositsUnavailable}</Alert>}
      {/* A new account starts a new form: its payer and reason codes differ. */}
      {account && rules?.depositsAvailable && (
        <NewDeposit key={`${account.PrimaryAcct}#${rules.companyCode}`} setup={setup} account={account} rules={rules} />
      )}
    </Page>
  );
}
