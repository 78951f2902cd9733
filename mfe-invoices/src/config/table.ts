/** Rows of a small list render plainly; above this the body is virtualized (5,000 for bulk@). */
export const VIRTUALIZE_ABOVE = 200;
/** Every row has this height, so the virtualizer can place rows without measuring them. */
export const ROW_HEIGHT = 44;
/** Rows rendered beyond the visible ones, so fast scrolling shows no blank gap. */
export const OVERSCAN = 12;
