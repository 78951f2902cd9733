import { useId, useState } from 'react';
import { Alert, Box, Button, Typography } from 'shared/ui/base';
import { Tab, Tabs, AddIcon as Add } from 'shared/ui/extra';
import type { HeaderItem, PaymentCard } from 'shared';
import type { CardFormValues, ECheckFormValues } from 'shared/payments';
import { LABELS, TEXTS } from '../../../config/labels';
import type { PaymentMethodsState } from '../hooks/use-payment-methods';
import { useMethodActions } from '../hooks/use-method-actions';
import type { FormTarget, ManagerSettings, MethodKind, MethodOutcome } from '../types/method';
import { cardChange, echeckChange, kindOf, toTokenizerCard, toTokenizerCheck } from '../utils/method-form';
import { CardForm } from './card-form';
import { DeleteMethodDialog } from './delete-method-dialog';
import { ECheckForm } from './echeck-form';
import { InstructionLinks } from './instruction-links';
import { MethodList } from './method-list';

/** On a phone the buttons take the whole width: easy to hit. */
const addSx = { flex: { xs: '1 1 100%', sm: '0 0 auto' } } as const;

export interface PaymentMethodsManagerProps {
  account: HeaderItem;
  methods: PaymentMethodsState;
  settings: ManagerSettings;
  /** /settings/payment-methods: every method added is saved on file. */
  alwaysSave: boolean;
  /** CanManagePaymentMethods: 'Save On File', and Edit and Delete of saved methods. */
  canSave: boolean;
  /** A method was added (saved or for the session): the panel selects it in 'Pay With'. */
  onAdded?: (card: PaymentCard) => void;
}

/** docs/product/payment-methods.md#method-list: tabs 'My Cards' / 'My eChecks', entries, add, edit, delete. */
export function PaymentMethodsManager({ account, methods, settings, alwaysSave, canSave, onAdded }: PaymentMethodsManagerProps) {
  const id = useId();
  const [picked, setPicked] = useState<MethodKind>('card');
  const [target, setTarget] = useState<FormTarget | null>(null);
  const [deleting, setDeleting] = useState<PaymentCard | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const actions = useMethodActions({ account });
  const tab: MethodKind = settings.eChecks ? picked : 'card';
  const shown = methods.methods.filter((m) => kindOf(m.card) === tab);

  const open = (next: FormTarget) => {
    setNotice(null);
    if (settings.eChecks) setPicked(next.kind);
    setTarget(next);
  };
  const finish = (outcome: MethodOutcome, added: boolean): string | null => {
    if (!outcome.ok) return outcome.error;
    setTarget(null);
    setDeleting(null);
    setNotice(outcome.notice);
    if (added) onAdded?.(outcome.card);
    return null;
  };
  const saving = (values: { save_on_file: boolean }) => alwaysSave || (canSave && values.save_on_file);

  const submitCard = async (values: CardFormValues) => {
    const card = target?.card ?? null;
    if (card) return finish(await actions.update(card, cardChange(values)), false);
    return finish(await actions.add(toTokenizerCard(values), saving(values), values.make_default), true);
  };
  const submitECheck = async (values: ECheckFormValues) => {
    const card = target?.card ?? null;
    if (card) return finish(await actions.update(card, echeckChange(values)), false);
    return finish(await actions.add(toTokenizerCheck(values), saving(values), values.make_default), true);
  };

  const formProps = { card: target?.card ?? null, alwaysSave, canSave, onClose: () => setTarget(null) };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Tabs
        value={tab}
        onChange={(_, value: MethodKind) => setPicked(value)}
        aria-label={LABELS.paymentMethodsTitle}
        variant="fullWidth"
      >
        <Tab value="card" label={LABELS.myCards} id={`${id}-tab-card`} aria-controls={`${id}-panel`} />
        {settings.eChecks && <Tab value="echeck" label={LABELS.myEChecks} id={`${id}-tab-echeck`} aria-controls={`${id}-panel`} />}
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${tab}`} sx={{ display: 'grid', gap: 1 }}>
        {methods.loading ? (
          <Typography color="text.secondary">{TEXTS.loadingMethods}</Typography>
        ) : (
          <MethodList
            label={tab === 'card' ? LABELS.myCards : LABELS.myEChecks}
            methods={shown}
            empty={tab === 'card' ? TEXTS.noCards : TEXTS.noEChecks}
            canChangeSaved={canSave}
            onEdit={(card) => open({ kind: kindOf(card), card })}
            onDelete={(card) => {
              setNotice(null);
              setDeleting(card);
            }}
          />
        )}
        <InstructionLinks kind={tab} urls={settings.instructions} />
      </Box>
      {notice && (
        <Alert severity="success" role="status">
          {notice}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" startIcon={<Add />} onClick={() => open({ kind: 'card', card: null })} sx={addSx}>
          {LABELS.addCard}
        </Button>
        {settings.eChecks && (
          <Button variant="outlined" startIcon={<Add />} onClick={() => open({ kind: 'echeck', card: null })} sx={addSx}>
            {LABELS.addECheck}
          </Button>
        )}
      </Box>
      <Alert severity="info">{TEXTS.multipleAccountsNotice}</Alert>
      {!canSave && <Typography variant="body2" color="text.secondary">{TEXTS.noPermissionToSave}</Typography>}
      {target?.kind === 'card' && <CardForm {...formProps} cardTypes={settings.cardTypes} onSubmit={submitCard} />}
      {target?.kind === 'echeck' && <ECheckForm {...formProps} onSubmit={submitECheck} />}
      {deleting && (
        <DeleteMethodDialog
          card={deleting}
          onConfirm={async () => finish(await actions.remove(deleting), false)}
          onClose={() => setDeleting(null)}
        />
      )}
    </Box>
  );
}
