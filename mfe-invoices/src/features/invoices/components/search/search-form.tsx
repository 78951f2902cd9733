import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Button, Stack, TextField } from 'shared/ui/base';
import { PictureAsPdfIcon as PictureAsPdf, SearchIcon as Search } from 'shared/ui/more';
import { CUSTOM_PERIOD, LIMITS, SEARCH_STATUS, type InvoiceSearchForm } from 'shared';
import { invoiceSearchSchema } from 'shared/forms';
import { SEARCH_LABELS, CHARACTERISTIC_OPTIONS, PERIOD_OPTIONS, STATUS_OPTIONS } from '../../../../config/search-options';
import { pickerBounds } from '../../utils/search-form-request';
import { DateRangeFields } from './date-range-fields';
import { SelectField } from './select-field';

interface Props {
  onFind: (form: InvoiceSearchForm) => void;
  onExport: (form: InvoiceSearchForm) => void;
  exporting: boolean;
}

/**
 * The Statement form (docs/product/invoices.md Search): Status (03 All by default); status 01 shows the Due
 * range and hides the Period; other statuses show the Period (30 days by default), and the
 * custom period (-1) shows the From range; Search Options add an invoice number.
 */
export function SearchForm({ onFind, onExport, exporting }: Props) {
  const [bounds] = useState(() => pickerBounds(new Date(), LIMITS.searchDaysRange));
  const { control, handleSubmit, watch, formState } = useForm<InvoiceSearchForm>({
    resolver: yupResolver(invoiceSearchSchema),
    defaultValues: invoiceSearchSchema.getDefault(),
  });
  const { errors } = formState;
  const [status, period, characteristic] = watch(['status', 'period', 'characteristic']);

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit(onFind)} aria-label={SEARCH_LABELS.searchTitle}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: { md: 'flex-start' } }}>
        <SelectField control={control} name="status" label={SEARCH_LABELS.status} options={STATUS_OPTIONS} />
        {status === SEARCH_STATUS.due ? (
          <DateRangeFields
            control={control}
            legend={SEARCH_LABELS.dueRange}
            from={{ name: 'dueDateFrom', label: SEARCH_LABELS.dueFrom }}
            to={{ name: 'dueDateTo', label: SEARCH_LABELS.dueTo }}
            errors={errors}
            {...bounds}
          />
        ) : (
          <>
            <SelectField control={control} name="period" label={SEARCH_LABELS.period} options={PERIOD_OPTIONS} />
            {period === CUSTOM_PERIOD && (
              <DateRangeFields
                control={control}
                legend={SEARCH_LABELS.fromRange}
                from={{ name: 'dateFrom', label: SEARCH_LABELS.dateFrom }}
                to={{ name: 'dateTo', label: SEARCH_LABELS.dateTo }}
                errors={errors}
                {...bounds}
              />
            )}
          </>
        )}
        <SelectField control={control} name="characteristic" label={SEARCH_LABELS.searchOptions} options={CHARACTERISTIC_OPTIONS} />
        <Controller
          control={control}
          name="characteristicValue"
          render={({ field: { ref, ...field } }) => (
            <TextField
              {...field}
              inputRef={ref}
              size="small"
              label={SEARCH_LABELS.characteristicValue}
              disabled={!characteristic}
              error={Boolean(errors.characteristicValue)}
              helperText={errors.characteristicValue?.message}
            />
          )}
        />
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" startIcon={<Search />}>
          {SEARCH_LABELS.find}
        </Button>
        <Button type="button" variant="outlined" startIcon={<PictureAsPdf />} disabled={exporting} onClick={handleSubmit(onExport)}>
          {SEARCH_LABELS.exportPdf}
        </Button>
      </Stack>
    </Stack>
  );
}
