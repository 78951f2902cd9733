import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { MESSAGES, parseAmount, type HeaderItem } from 'shared';
import { Page } from '../components/page';
import { PaymentPanel } from '../components/payment-panel/payment-panel';
import { TwoColumns } from '../components/two-columns';
import { LABELS, TEXTS } from '../config/labels';
import { DepositForm } from '../features/deposits/components/deposit-form';
import { depositSchema, emptyDeposit, type DepositFormValues } from '../features/deposits/types/deposit-form';
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
  const amount = useWatch({ control: form.control, name: 'amount_to_process' });
  const onPay = useDepositPay(form, setup);
  const total = parseAmount(amount) ?? 0;

  return (
    <TwoColumns>
      <DepositForm form={form} payerLabel={`${account.PrimaryAcct} - ${account.Name}`} reasonCodes={rules.depositReasonCodes} />
      <PaymentPanel
        mode="deposit"
        currency="USD"
        totals={{ total, payTotal: total, overpaying: 0 }}
        overpaymentAllowed={false}
        methods={setup.methods.methods}
        methodsLoading={setup.methods.loading}
        methodsError={setup.methods.error}
        needsCvv={setup.needsCvv}
        canPay={setup.canPay}
        onPay={onPay}
        manager={({ select }) => <MethodsManager setup={setup} onAdded={select} />}
      />
    </TwoColumns>
  );
}

/** /deposits (spec §2): for accounts whose company has payment type D active. */
export function DepositsRoute() {
  const setup = usePaymentSetup();
  const { account, rules } = setup;
  return (
    <Page title={LABELS.depositsTitle}>
      {!account && <Alert severity="info">{TEXTS.noAccount}</Alert>}
      {setup.rulesError && <Alert severity="error">{MESSAGES.configurationError}</Alert>}
      {setup.rulesLoading && <LinearProgress aria-label={TEXTS.loadingSettings} />}
      {account && rules && !rules.depositsAvailable && <Alert severity="info">{TEXTS.depositsUnavailable}</Alert>}
      {/* A new account starts a new form: its payer and reason codes differ. */}
      {account && rules?.depositsAvailable && (
        <NewDeposit key={`${account.PrimaryAcct}#${rules.companyCode}`} setup={setup} account={account} rules={rules} />
      )}
    </Page>
  );
}
