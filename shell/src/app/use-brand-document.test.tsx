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

  it("never shows the brand's title alone while a page that names itself mounts", () => {
    const shown: string[] = [];
    const title = Object.getOwnPropertyDescriptor(window.Document.prototype, 'title')!;
    jest.spyOn(document, 'title', 'set').mockImplementation(function (this: globalThis.Document, value: string) {
      shown.push(value);
      title.set!.call(this, value);
    });
    const brand = BRANDS[0]!;
    render(<Document brandId={brand.id}><Titled title="Log In" /></Document>);
    jest.restoreAllMocks();
    expect(shown.length).toBeGreaterThan(0);
    expect(new Set(shown)).toEqual(new Set([`Log In – ${brand.pageTitle}`]));
  });

  it('leaves the title of a page pre-rendered in the brand until the page names itself', () => {
    const brand = BRANDS[2]!;
    document.title = `Log In – ${brand.pageTitle}`;
    const { rerender } = render(<Document brandId={brand.id} />);
    expect(document.title).toBe(`Log In – ${brand.pageTitle}`);
    rerender(<Document brandId={brand.id}><Titled title="Invoices" /></Document>);
    expect(document.title).toBe(`Invoices – ${brand.pageTitle}`);
    // Another brand's title, or none of a brand: the brand's own.
    document.title = 'Customer Portal';
    useUiStore.setState({ pageTitle: null });
    render(<Document brandId={brand.id} />);
    expect(document.title).toBe(brand.pageTitle);
  });
});
