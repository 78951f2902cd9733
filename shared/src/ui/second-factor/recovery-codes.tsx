import { Alert, Box, Button, Stack, Typography } from 'shared/ui/core';
import { SECOND_FACTOR_LABELS } from './labels';

/** The recovery codes, shown once after they were made (docs/security/second-factor.md#the-factors). */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  return (
    <Stack spacing={2} aria-labelledby="recovery-codes-title" component="section">
      <Typography id="recovery-codes-title" variant="h6" component="h2">
        {SECOND_FACTOR_LABELS.recoveryTitle}
      </Typography>
      <Alert severity="warning">{SECOND_FACTOR_LABELS.recoveryIntro}</Alert>
      <Box
        component="ol"
        data-testid="recovery-codes"
        sx={{ fontFamily: 'monospace', fontSize: '1.1rem', columns: { xs: 1, sm: 2 }, m: 0, pl: 4 }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Button variant="contained" onClick={onDone}>
        {SECOND_FACTOR_LABELS.recoverySaved}
      </Button>
    </Stack>
  );
}
