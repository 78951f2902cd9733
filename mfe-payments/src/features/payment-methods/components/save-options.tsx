import type { Control, FieldValues, Path } from 'react-hook-form';
import { Box } from 'shared/ui/base';
import { ControlledCheckbox } from 'shared/form-fields';
import { LABELS } from '../../../config/labels';

interface Props<T extends FieldValues> {
  control: Control<T>;
  disabled: boolean;
  showSaveOnFile: boolean;
  showDefault: boolean;
}

/** 'Save On File' and 'Set as default', the same on the card and the eCheck form (docs/product/payment-methods.md). */
export function SaveOptions<T extends FieldValues & { save_on_file: boolean; make_default: boolean }>({
  control,
  disabled,
  showSaveOnFile,
  showDefault,
}: Props<T>) {
  if (!showSaveOnFile && !showDefault) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
      {showSaveOnFile && <ControlledCheckbox control={control} disabled={disabled} name={'save_on_file' as Path<T>} label={LABELS.saveOnFile} />}
      {showDefault && <ControlledCheckbox control={control} disabled={disabled} name={'make_default' as Path<T>} label={LABELS.setAsDefault} />}
    </Box>
  );
}
