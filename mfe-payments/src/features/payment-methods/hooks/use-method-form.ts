import { useId } from 'react';
import { useForm, useWatch, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import type { PaymentCard } from 'shared';
import { useSubmit } from './use-submit';

/** Which checkboxes a form shows (docs/product/payment-methods.md): 'Save On File' when adding, 'Set as default' when saving. */
export function saveOptions(card: PaymentCard | null, alwaysSave: boolean, canSave: boolean, saveOnFile: boolean) {
  const showSaveOnFile = card === null && canSave && !alwaysSave;
  const saving = card === null ? alwaysSave || (canSave && saveOnFile) : !card.is_session && canSave;
  return { showSaveOnFile, showDefault: saving && card?.default !== 'X' };
}

interface Options<T extends FieldValues> {
  card: PaymentCard | null;
  alwaysSave: boolean;
  canSave: boolean;
  resolver: Resolver<T>;
  defaultValues: DefaultValues<T>;
  onSubmit: (values: T) => Promise<string | null>;
}

/** What the card and the eCheck form share: the form, the save checkboxes and the submit state. */
export function useMethodForm<T extends FieldValues & { save_on_file: boolean }>({ card, alwaysSave, canSave, resolver, defaultValues, onSubmit }: Options<T>) {
  const id = useId();
  const { control, handleSubmit } = useForm<T>({ resolver, defaultValues, mode: 'onTouched' });
  const saveOnFile = useWatch({ control, name: 'save_on_file' as Path<T> }) as boolean;
  const { busy, error, run } = useSubmit();
  return {
    id,
    control,
    editing: card !== null,
    busy,
    error,
    common: { control, disabled: busy },
    submit: handleSubmit((values) => run(() => onSubmit(values))),
    ...saveOptions(card, alwaysSave, canSave, saveOnFile),
  };
}
