import { useEffect } from 'react';
import { brandAssets, brandById, useUiStore, type Brand } from 'shared/core';

/** The tab's title: the page's name, then the brand's (the build's pre-rendered pages use it too). */
export function documentTitle(page: string | null, brand: Brand): string {
  return page ? `${page} – ${brand.pageTitle}` : brand.pageTitle;
}

/**
 * docs/README.md: the page title and favicon follow the theme chosen by host; the page names itself
 * first (docs/product/navigation-and-layout.md#page-titles).
 */
export function useBrandDocument(brandId: number): void {
  const page = useUiStore((s) => s.pageTitle);
  useEffect(() => {
    const brand = brandById(brandId);
    // The store's title, not this render's: a page names itself in an effect that runs before this
    // one, and the render may not have seen it yet. Until a page has named itself, a title in the
    // brand's name is the page's own, as the build wrote it (a pre-rendered page hydrates its frame
    // before its page): the tab never shows the brand's title alone in between.
    const named = useUiStore.getState().pageTitle;
    if (named || !document.title.endsWith(brand.pageTitle)) document.title = documentTitle(named, brand);
    const icon = document.getElementById('favicon');
    if (icon instanceof HTMLLinkElement) icon.href = brandAssets(brand.id).favicon;
    document.documentElement.dataset.theme = String(brand.id);
  }, [brandId, page]);
}
