/** Rows of a small list render plainly; above this the body is virtualized (5,000 for bulk@). */
export const VIRTUALIZE_ABOVE = 200;
/** Every row has this height, so the virtualizer can place rows without measuring them. */
export const ROW_HEIGHT = 44;
/** Rows rendered beyond the visible ones, so fast scrolling shows no blank gap. */
export const OVERSCAN = 12;
/** A document's card on a phone, fixed so the virtualizer places cards without measuring them. */
export const CARD_HEIGHT = 76;
/** Space between two cards. */
export const CARD_GAP = 8;
/** Cards rendered beyond the visible ones. */
export const CARD_OVERSCAN = 6;
