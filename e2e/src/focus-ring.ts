import type { Page } from 'playwright-core';
import { contrastRatio } from '../../shared/src/ui/theme/contrast';

/** The focus ring the browser draws around the focused element, and the colour it sits on. */
export interface DrawnRing {
  element: string;
  style: string;
  width: number;
  ring: string;
  behind: string;
  contrast: number;
}

const hex = (rgb: string) =>
  `#${(rgb.match(/\d+(\.\d+)?/g) ?? ['0', '0', '0']).slice(0, 3).map((n) => Math.round(Number(n)).toString(16).padStart(2, '0')).join('')}`;

/**
 * The focused element's outline as computed, against the first opaque background behind it (its
 * parent's, or further up: the ring sits outside the element, offset 2 px). WCAG 2.2 2.4.7 and
 * 1.4.11 (docs/product/navigation-and-layout.md#accessibility).
 */
export async function focusedRing(page: Page): Promise<DrawnRing | null> {
  const drawn = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    let style = getComputedStyle(el);
    let width = parseFloat(style.outlineWidth);
    let ring = style.outlineColor;
    let outline = style.outlineStyle;
    // A text field or select shows focus by its outline border (MUI's 2 px in the primary colour),
    // not by an outline of the input inside it: measure that border, against what is behind the field.
    const field = el.closest('.MuiOutlinedInput-root');
    const border = field?.querySelector('.MuiOutlinedInput-notchedOutline');
    if (outline === 'none' && field && border) {
      style = getComputedStyle(border);
      width = parseFloat(style.borderTopWidth);
      ring = style.borderTopColor;
      outline = style.borderTopStyle;
    }
    let node: HTMLElement | null = field instanceof HTMLElement ? field : el.parentElement;
    let behind = 'rgb(255, 255, 255)';
    while (node) {
      const bg = getComputedStyle(node).backgroundColor;
      const alpha = /rgba\(.*,\s*([\d.]+)\)/.exec(bg);
      if (bg !== 'transparent' && !(alpha && Number(alpha[1]) === 0)) {
        behind = bg;
        break;
      }
      node = node.parentElement;
    }
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
    return { element: `${el.tagName.toLowerCase()} "${name}"`, style: outline, width, ring, behind };
  });
  if (!drawn) return null;
  return { ...drawn, ring: hex(drawn.ring), behind: hex(drawn.behind), contrast: contrastRatio(hex(drawn.ring), hex(drawn.behind)) };
}

/**
 * Tabs `steps` times from where focus is; each element that takes focus must show a solid ring of
 * 2 px or more at 3:1 against what is behind it. Returns the rings seen, for the failure message.
 */
export async function tabThroughRings(page: Page, steps: number): Promise<DrawnRing[]> {
  const seen: DrawnRing[] = [];
  for (let i = 0; i < steps; i += 1) {
    await page.keyboard.press('Tab');
    const ring = await focusedRing(page);
    if (ring) seen.push(ring);
  }
  return seen;
}

export const invisibleRings = (rings: DrawnRing[]) => rings.filter((r) => r.style === 'none' || r.width < 2 || r.contrast < 3);
