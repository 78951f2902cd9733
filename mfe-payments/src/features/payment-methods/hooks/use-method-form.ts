import { useId } from 'react';
import { useForm, useWatch, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import type { PaymentCard } from 'shared';
import { saveOptions } from '../utils/method-form';
import { useSubmit } from './use-submit';

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
