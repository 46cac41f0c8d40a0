/**
 * Whether the shopper asked the browser to save data: nothing is then loaded or rendered ahead
 * unasked (pages, their code, font faces the page does not use).
 */
export const savesData = (browser: Navigator = navigator): boolean =>
  (browser as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
