/**
 * The surfaces a focus ring sits on, and the colours the theme draws it in
 * (docs/product/navigation-and-layout.md#accessibility): WCAG 2.2 asks 3:1 between the ring and
 * what surrounds it (1.4.11), and 4.5:1 for a toast's text (1.4.3).
 */
export const PAGE_BACKGROUND = '#f5f7fa';
export const PAPER = '#ffffff';
/** The ring on a coloured surface: the top bar (brand primary) and the filled toasts. */
export const FOCUS_RING_ON_COLOUR = '#ffffff';
/** The warning toast's background: white on it is 5:1 (MUI's #ed6c02 gives 3.11:1). */
export const WARNING_MAIN = '#b45309';
