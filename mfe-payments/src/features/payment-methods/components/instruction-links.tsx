import { Box, Link } from 'shared/ui/base';
import { OpenInNewIcon as OpenInNew } from 'shared/ui/extra';
import { LABELS, TEXTS } from '../../../config/labels';
import type { InstructionUrls } from '../../../types/payment-rules';
import type { MethodKind } from '../types/method';

/** Read aloud, not shown. In px: in sx a bare 1 means 100%, which made pages wider than a phone. */
const hidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** docs/product/payment-methods.md: the card or eCheck setup video and PDF from the configuration, each in a new tab. */
export function InstructionLinks({ kind, urls }: { kind: MethodKind; urls: InstructionUrls }) {
  const links =
    kind === 'card'
      ? [
          [LABELS.cardVideo, urls.cardVideo],
          [LABELS.cardPdf, urls.cardPdf],
        ]
      : [
          [LABELS.echeckVideo, urls.echeckVideo],
          [LABELS.echeckPdf, urls.echeckPdf],
        ];
  const shown = links.filter(([, url]) => Boolean(url));
  if (shown.length === 0) return null;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {shown.map(([label, url]) => (
        <li key={label}>
          <Link
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, py: 0.5 }}
          >
            {label}
            <OpenInNew fontSize="inherit" aria-hidden />
            <Box component="span" sx={hidden}>
              {` ${TEXTS.opensInNewTab}`}
            </Box>
          </Link>
        </li>
      ))}
    </Box>
  );
}
