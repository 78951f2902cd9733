import { Box, Typography } from 'shared/ui/base';
import type { ErpConfigurationValue } from 'shared';

const EMPTY = '(empty)';

function isGroup(value: ErpConfigurationValue): value is Record<string, ErpConfigurationValue> | ErpConfigurationValue[] {
  return value !== null && typeof value === 'object';
}

/** A list entry's label: its code when it has one (company_code, reason_code, ...), else its position. */
function itemLabel(item: ErpConfigurationValue, index: number): string {
  if (item && typeof item === 'object' && !Array.isArray(item)) {
    const code = Object.entries(item).find(([key, v]) => /(_code|_type|^sales_organization)$/.test(key) && typeof v === 'string' && v !== '');
    if (code) return `${index + 1}. ${String(code[1])}`;
  }
  return `${index + 1}.`;
}

function Scalar({ value }: { value: ErpConfigurationValue }) {
  if (value === null || value === '') return <>{EMPTY}</>;
  return <>{String(value)}</>;
}

/**
 * Read-only nested labelled values (the ERP configuration): an object as a list of label and value,
 * a list as numbered entries, each nested group indented under its label.
 */
export function NestedValues({ value }: { value: Record<string, ErpConfigurationValue> | ErpConfigurationValue[] }) {
  const entries: [string, ErpConfigurationValue][] = Array.isArray(value)
    ? value.map((item, index) => [itemLabel(item, index), item])
    : Object.entries(value);
  if (entries.length === 0) return <Typography component="p">{EMPTY}</Typography>;
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(8rem, max-content) 1fr' }, columnGap: 2, rowGap: 0.5 }}>
      {entries.map(([label, item]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere', ...(isGroup(item) ? { pl: 2, borderLeft: 1, borderColor: 'divider', mb: 1 } : {}) }}>
            {isGroup(item) ? (
              !Array.isArray(item) || item.some(isGroup) ? <NestedValues value={item} /> : item.map(String).join(', ') || EMPTY
            ) : (
              <Scalar value={item} />
            )}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
