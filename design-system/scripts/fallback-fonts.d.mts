/** The stylesheet `fallback-fonts.mjs` writes, and where. */
export const CSS_FILE: string;
export function fallbackFontFaces(): Promise<string>;
export function fallbackFamilies(family: string): string[];
