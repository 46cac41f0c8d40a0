/** How a control pressed before the app has started looks until the app carries the press out. */
export const HELD_OPACITY = '0.6';
