/**
 * The page's fixed chrome, as CSS custom properties the pieces set and read, so each keeps clear
 * of the others without knowing them: the mode strip's height (0 when the shop is wholly live),
 * and how far the compact bar is tucked above the window once scrolled (0 before).
 */
export const MODE_STRIP_HEIGHT = 'var(--mode-strip-height, 0px)';
export const BAR_TUCK = 'var(--bar-tuck, 0px)';
/**
 * The room a bar fixed at the foot of the screen takes (the catalogue's recommendations banner
 * sets it while shown), so that notices at the foot on a phone sit above its controls.
 */
export const BOTTOM_BAR_ROOM = 'var(--bottom-bar-room, 0px)';
export const BOTTOM_BAR_ROOM_PROPERTY = '--bottom-bar-room';
