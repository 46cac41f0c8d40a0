/** The brand's name, as the logo writes it and page titles use it (`seo/site.ts`). */
export const BRAND_NAME = 'Profit';
