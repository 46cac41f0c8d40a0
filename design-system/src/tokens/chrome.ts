/**
 * The page's fixed chrome, as CSS custom properties the pieces set and read, so each keeps clear
 * of the others without knowing them: the mode strip's height (0 when the shop is wholly live).
 */
export const MODE_STRIP_HEIGHT = 'var(--mode-strip-height, 0px)';
/**
 * On the document's root element while the compact bar is tucked above the window (once
 * scrolled), for what sits level with the bar: `:root[data-bar-tucked] &`. An attribute, not a
 * custom property of the root: a root rule added or taken away makes Chromium restyle the whole
 * page (7–17 ms of style at 4× CPU slowdown on the home page), an attribute only what names it.
 */
export const BAR_TUCKED_ATTRIBUTE = 'data-bar-tucked';
/**
 * The room a bar fixed at the foot of the screen takes (the catalogue's recommendations banner
 * sets it while shown), so that notices at the foot on a phone sit above its controls.
 */
export const BOTTOM_BAR_ROOM = 'var(--bottom-bar-room, 0px)';
export const BOTTOM_BAR_ROOM_PROPERTY = '--bottom-bar-room';
