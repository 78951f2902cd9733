import { useMemo, type ReactNode } from 'react';
import type { Control, DefaultValues, FieldValues, Resolver } from 'react-hook-form';
import type { PaymentCard } from 'shared';
import { LABELS } from '../../../config/labels';
import { methodName } from '../../../lib/payment-method';
import { useMethodForm } from '../hooks/use-method-form';
import { MethodDialog } from './method-dialog';
import { SaveOptions } from './save-options';

type MethodValues = FieldValues & { save_on_file: boolean; make_default: boolean };

/** What the owner of a card or eCheck form passes. */
export interface MethodFormProps<T> {
  /** The method to edit; null adds a new one. */
  card: PaymentCard | null;
  /** On /settings/payment-methods a method is always saved on file. */
  alwaysSave: boolean;
  /** 'Save On File' is offered (CanManagePaymentMethods). */
  canSave: boolean;
  /** Resolves to the message to show, or null when it went (the owner closes the form). */
  onSubmit: (values: T) => Promise<string | null>;
  onClose: () => void;
}

/** What a form's own fields are drawn with. */
export interface MethodFields<T extends FieldValues> {
  id: string;
  editing: boolean;
  common: { control: Control<T>; disabled: boolean };
}

interface Props<T extends MethodValues> extends MethodFormProps<T> {
  /** The form's rules, which differ between adding and editing. */
  resolver: (options: { editing: boolean }) => Resolver<T>;
  defaults: (card: PaymentCard | null) => DefaultValues<T>;
  labels: { add: string; edit: string; save: string; update: string };
  children: (fields: MethodFields<T>) => ReactNode;
}

/** The frame the card and the eCheck form share: the dialog, the submit label and the save checkboxes. */
export function MethodForm<T extends MethodValues>({ card, alwaysSave, canSave, onSubmit, onClose, resolver: resolverOf, defaults, labels, children }: Props<T>) {
  const resolver = useMemo(() => resolverOf({ editing: card !== null }), [card, resolverOf]);
  const { id, editing, busy, error, common, submit, showSaveOnFile, showDefault } = useMethodForm<T>({
    card,
    alwaysSave,
    canSave,
    resolver,
    defaultValues: defaults(card),
    onSubmit,
  });
  const submitLabel = editing ? labels.update : alwaysSave ? labels.save : LABELS.next;

  return (
    <MethodDialog
      title={editing ? labels.edit : labels.add}
      subtitle={card ? methodName(card) : undefined}
      submitLabel={submitLabel}
      busy={busy}
      error={error}
      onSubmit={submit}
      onClose={onClose}
    >
      {children({ id, editing, common })}
      <SaveOptions {...common} showSaveOnFile={showSaveOnFile} showDefault={showDefault} />
    </MethodDialog>
  );
}
