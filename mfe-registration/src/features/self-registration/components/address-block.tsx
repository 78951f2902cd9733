import { Box, Typography } from 'shared/ui/base';
import type { AddressData } from 'shared';

/** A billing partner's address, line by line. */
export function AddressBlock({ address }: { address: AddressData }) {
  const lines = [address.name, address.name_2, address.street, address.postal_code_city || address.city, address.region, address.country].filter(
    (line): line is string => Boolean(line?.trim()),
  );
  return (
    <Box component="address" sx={{ fontStyle: 'normal' }} data-testid="billing-address">
      {lines.map((line, index) => (
        <Typography key={index} variant="body2">
          {line}
        </Typography>
      ))}
    </Box>
  );
}
