import { useState } from 'react';
import { Alert, Box, Button, Paper, Typography } from 'shared/ui/base';
import { Collapse } from 'shared/ui/extra';
import { errorMessage, LoadError, MESSAGES, useApi } from 'shared';
import { LABELS } from '../../../config/labels';
import { NestedValues } from './nested-values';

const PANEL_ID = 'erp-configuration-panel';

/**
 * The ERP's configuration, read-only, in a section that toggles open and closed. It is read when
 * first opened, and says so when the ERP cannot be reached (the page works without it).
 */
export function ErpConfigurationSection() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  // Loaded when the section is first opened.
  const erp = useApi('GET /configuration/erp', opened ? {} : null, { sameForEveryUser: true, config: { skipErrorToast: true } });
  return (
    <Paper component="section" variant="outlined" aria-labelledby="erp-configuration-heading" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="erp-configuration-heading" variant="h5" component="h2" gutterBottom>
        {LABELS.erpConfiguration}
      </Typography>
      <Button
        variant="outlined"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => {
          setOpen((o) => !o);
          setOpened(true);
        }}
      >
        {open ? LABELS.hideErpConfiguration : LABELS.showErpConfiguration}
      </Button>
      <Collapse in={open} id={PANEL_ID}>
        <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
          {erp.loading && !erp.data ? <Typography role="status">{LABELS.loading}</Typography> : null}
          {erp.error ? <LoadError onRetry={erp.retry}>{errorMessage(erp.error, MESSAGES.configurationError)}</LoadError> : null}
          {erp.data ? (
            <>
              <NestedValues
                value={{
                  [LABELS.erpUrl]: erp.data.ErpUrl,
                  [LABELS.erpConnection]: `${erp.data.Connection.ok ? LABELS.erpConnectionOk : LABELS.erpConnectionBad}: ${erp.data.Connection.message}`,
                }}
              />
              {erp.data.Connection.ok ? null : <Alert severity="warning">{erp.data.Connection.message}</Alert>}
              {Object.keys(erp.data.Configuration).length > 0 ? <NestedValues value={erp.data.Configuration} /> : null}
            </>
          ) : null}
        </Box>
      </Collapse>
    </Paper>
  );
}
