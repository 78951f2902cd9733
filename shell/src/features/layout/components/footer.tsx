import { Box, Link, Typography } from 'shared/ui/core';
import { APP_VERSION, brandAssets, brandById } from 'shared/core';

interface Props {
  brandId: number;
  privacyPolicyUrl?: string;
  termsUrl?: string;
}

/** docs/README.md: version v1.0.9, privacy policy, terms and conditions, contact mail link. */
export function Footer({ brandId, privacyPolicyUrl = '/legal/privacy-policy.html', termsUrl = '/legal/terms-and-conditions.html' }: Props) {
  const brand = brandById(brandId);
  return (
    <Box
      component="footer"
      sx={{
        mt: 'auto',
        px: 2,
        py: 1.5,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'center',
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Typography variant="body2" color="text.secondary" data-testid="app-version">
        {APP_VERSION}
      </Typography>
      <Link href={privacyPolicyUrl} target="_blank" rel="noopener" variant="body2">
        Privacy Policy
      </Link>
      <Link href={termsUrl} target="_blank" rel="noopener" variant="body2">
        Terms and Conditions
      </Link>
      <Link href={`mailto:${brand.contactEmail}`} variant="body2">
        Contact
      </Link>
      <Box sx={{ ml: 'auto' }}>
        <img src={brandAssets(brand.id).cornerLogo} alt={`${brand.name}`} height={28} />
      </Box>
    </Box>
  );
}
