/** A short selection renders every invoice; above this the checkout list is virtualized (bulk@ pays 5,000). */
export const VIRTUALIZE_ABOVE = 50;
/** A card's height before it is measured (a laptop's three fields in a row, with the gap). */
export const CARD_ESTIMATE = 176;
/** Cards rendered beyond the visible ones, so tabbing and fast scrolling meet no gap. */
export const CARD_OVERSCAN = 4;
/** Space under each card, kept inside the measured element so positions add up. */
export const CARD_GAP = 16;
