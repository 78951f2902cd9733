import { useEffect } from 'react';
import { brandAssets, brandById } from 'shared/core';

/** docs/README.md: the page title and favicon follow the theme chosen by host. */
export function useBrandDocument(brandId: number): void {
  useEffect(() => {
    const brand = brandById(brandId);
    document.title = brand.pageTitle;
    const icon = document.getElementById('favicon');
    if (icon instanceof HTMLLinkElement) icon.href = brandAssets(brand.id).favicon;
    document.documentElement.dataset.theme = String(brand.id);
  }, [brandId]);
}
