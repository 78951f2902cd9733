import { Typography } from 'shared/ui/base';
import { Card, CardContent } from 'shared/ui/more';
import type { AddressData } from 'shared';

/** One partner's address (docs/product/payment-methods.md: name, street, city, region, postal_code_city). */
export function AddressCard({ title, address }: { title: string; address: AddressData | undefined }) {
  const lines = address
    ? [
        address.name,
        address.name_2,
        address.street,
        [address.postal_code_city || address.city, address.region].filter(Boolean).join(', '),
        address.country,
      ].filter((line): line is string => Boolean(line))
    : [];
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ flex: 1, minWidth: 0 }}>
      <CardContent>
        <Typography variant="subtitle2" component="h2" color="text.secondary" gutterBottom>
          {title}
        </Typography>
        <Typography component="address" sx={{ fontStyle: 'normal' }}>
          {lines.map((line) => (
            <span key={line} style={{ display: 'block' }}>
              {line}
            </span>
          ))}
        </Typography>
      </CardContent>
    </Card>
  );
}
