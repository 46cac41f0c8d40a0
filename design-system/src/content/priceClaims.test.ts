import { CATALOGUE, PAISE_PER_RUPEE, PRODUCT_PRICE_PAISE } from '@profit/contract';
import { describe, expect, it } from 'vitest';
import { productJsonLd } from '../seo';
import { KIT_PRICE, KIT_PURCHASE } from './policies';

/**
 * One price story (issue #28): every kit costs the catalogue's price, which checkout charges, is
 * paid once and kept. This reads every string the content modules export, and the copy written
 * into the screens and the page metadata, for a billing claim the store does not honour (a price
 * "a month", a trial, a cancellation, a yearly discount, a plan or bundle) and for a kit price that
 * is not the catalogue's.
 */

/** Claims of a recurring or discounted charge; none is true of this store. */
const BILLING_CLAIMS: readonly RegExp[] = [
  /\/\s*(month|mo|year|yr)\b/i,
  /\brs\.?\s?\d[\d,]*(\.\d+)?\s+(a|per|every)\s+(month|week)\b/i,
  /\bcancel\b[^.]{0,20}\b(any ?time|whenever)\b/i,
  /\btrial\b/i,
  /\byearly\b|\bannual (plan|discount|billing|payment|price)\b/i,
  /\bmonthly (tool|plan|price|fee|payment|billing|subscription)s?\b/i,
  /\b\d+\s?% (off|less|discount)\b/i,
  /\bpremium plan\b/i,
  /\b(all|every) (the )?(eight |8 )?(kits|tools|products)\b[^.]{0,40}\brs\.?\s?\d/i,
];

/** A rupee amount stated as what a kit, tool, product or plan costs. */
const PRICE_CLAIMS: readonly RegExp[] = [
  /\brs\.?\s?(\d+(?:,\d+)*(?:\.\d{2})?)(?!\s?(?:k\b|lakh|crore|\+|\d))(?=,? (?:(?:a|per|each|every) )?(?:kit|tool|product|plan)s?\b|,? each\b|,? (?:paid once|one-time|once)\b)/gi,
  /\b(?:from|only|just|costs?|priced at)\s+rs\.?\s?(\d+(?:,\d+)*(?:\.\d{2})?)(?!\s?(?:k\b|lakh|crore|\+|\d))/gi,
  /\b(?:kit|tool|product|plan)s?\b[^.]{0,12}\b(?:costs?|for|at|is|are|from)\s+rs\.?\s?(\d+(?:,\d+)*(?:\.\d{2})?)(?!\s?(?:k\b|lakh|crore|\+|\d))/gi,
];

const toPaise = (amount: string) => Math.round(Number(amount.replace(/,/g, '')) * PAISE_PER_RUPEE);

/** What is wrong with one piece of copy: the billing claims it makes and the wrong prices it states. */
function problemsOf(text: string): string[] {
  const problems = BILLING_CLAIMS.filter((claim) => claim.test(text)).map((claim) => `billing claim ${claim.source}`);
  for (const claim of PRICE_CLAIMS) {
    for (const match of text.matchAll(claim)) {
      if (toPaise(match[1] ?? '') !== PRODUCT_PRICE_PAISE) problems.push(`price Rs ${match[1]}`);
    }
  }
  return [...new Set(problems)];
}

/** Every string inside an exported value, with where it was found. */
function* stringsOf(value: unknown, where: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [where, value];
  else if (Array.isArray(value))
    for (const [index, item] of value.entries()) yield* stringsOf(item, `${where}[${index}]`);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) yield* stringsOf(item, `${where}.${key}`);
}

const contentModules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true });
const screenSources = import.meta.glob<string>(
  ['../screens/**/*.tsx', '../seo/*.{ts,tsx}', '!../**/*.stories.tsx', '!../**/*.test.*'],
  { eager: true, query: '?raw', import: 'default' },
);

/** A source file without its comments: what the code says, not what a note about it says. */
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/^\s*\/\/.*$/gm, ' ');

describe('the price and billing claims of the copy', () => {
  it('find what they must (a price a month, a trial, a bundle, a wrong kit price)', () => {
    expect(problemsOf('Rs 499 a month, cancel whenever you like')).not.toEqual([]);
    expect(problemsOf('{formatRupees(product.price)} / month')).not.toEqual([]);
    expect(problemsOf('Every monthly tool comes with a 14-day free trial.')).not.toEqual([]);
    expect(problemsOf('Paying yearly costs 20% less.')).not.toEqual([]);
    expect(problemsOf('All eight kits, Rs 499 one-time')).not.toEqual([]);
    expect(problemsOf('Each kit is Rs 399, paid once.')).toEqual(['price Rs 399']);
    expect(problemsOf('Rs 999 per kit')).toEqual(['price Rs 999']);
    expect(problemsOf('playbooks and dashboards from Rs 299.')).toEqual(['price Rs 299']);
    expect(problemsOf('Rs 10,000 is about twenty orders of a Rs 499 product.')).toEqual([]);
    expect(problemsOf('average monthly revenue of Rs 50K+')).toEqual([]);
  });

  it.each(Object.entries(contentModules))('in %s are true of the catalogue checkout charges from', (file, module) => {
    const problems = [...stringsOf(module, file)].flatMap(([where, text]) =>
      problemsOf(text).map((problem) => `${where}: ${problem} in "${text}"`),
    );
    expect(problems).toEqual([]);
  });

  it('written into the screens and the page metadata are true as well', () => {
    const problems = Object.entries(screenSources).flatMap(([file, source]) =>
      problemsOf(withoutComments(source)).map((problem) => `${file}: ${problem}`),
    );
    expect(Object.keys(screenSources).length).toBeGreaterThan(50);
    expect(problems).toEqual([]);
  });

  it('state the price every catalogue product costs, and the structured data offers it once', () => {
    expect(toPaise(KIT_PRICE.replace(/^Rs /, ''))).toBe(PRODUCT_PRICE_PAISE);
    expect(KIT_PURCHASE.price).toBe(KIT_PRICE);
    for (const product of CATALOGUE) {
      expect(product.price).toBe(PRODUCT_PRICE_PAISE);
      const offer = productJsonLd(product).offers as Record<string, unknown>;
      expect(offer).toMatchObject({ '@type': 'Offer', price: '499.00', priceCurrency: 'INR' });
      expect(offer).not.toHaveProperty('priceSpecification');
    }
  });
});
