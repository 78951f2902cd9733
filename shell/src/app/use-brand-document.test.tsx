import { render } from '@testing-library/react';
import { BRANDS, Page, usePageTitle, useUiStore } from 'shared';
import { useBrandDocument } from './use-brand-document';

function Document({ brandId, children }: { brandId: number; children?: React.ReactNode }) {
  useBrandDocument(brandId);
  return <>{children}</>;
}

function Titled({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}

beforeEach(() => useUiStore.setState({ pageTitle: null }));

describe('the page title (docs/product/navigation-and-layout.md#page-titles)', () => {
  it.each(BRANDS.map((b) => [b.id, b.pageTitle] as const))('names the page before the title of brand %i', (id, brandTitle) => {
    const { rerender } = render(<Document brandId={id}><Page title="Invoices" /></Document>);
    expect(document.title).toBe(`Invoices – ${brandTitle}`);
    rerender(<Document brandId={id}><Titled title="Log In" /></Document>);
    expect(document.title).toBe(`Log In – ${brandTitle}`);
  });
});
