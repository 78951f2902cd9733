import { useEffect } from 'react';
import { brandAssets, brandById, useUiStore } from 'shared/core';

/**
 * docs/README.md: the page title and favicon follow the theme chosen by host; the page names itself
 * first (docs/product/navigation-and-layout.md#page-titles).
 */
export function useBrandDocument(brandId: number): void {
  const page = useUiStore((s) => s.pageTitle);
  useEffect(() => {
    const brand = brandById(brandId);
    document.title = page ? `${page} – ${brand.pageTitle}` : brand.pageTitle;
    const icon = document.getElementById('favicon');
    if (icon instanceof HTMLLinkElement) icon.href = brandAssets(brand.id).favicon;
    document.documentElement.dataset.theme = String(brand.id);
  }, [brandId, page]);
}
