import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { DocArticlePage, HelpCenterPage, PricingPage, PrivacyPage, RefundPolicyPage, TermsPage } from '.';
import { theme } from '../../tokens';
import * as blog from '../../content/blog';
import * as company from '../../content/company';
import * as docs from '../../content/docs';
import * as helpCenter from '../../content/helpCenter';
import * as home from '../../content/home';
import * as legal from '../../content/legal';
import * as marketing from '../../content/marketing';
import * as policyPages from '../../content/policyPages';
import * as products from '../../content/products';
import * as signin from '../../content/signin';
import * as status from '../../content/status';
import { REFUND_POLICY, REFUND_POLICY_PATH, REFUND_TERMS } from '../../content/policies';

/** The page's markup at `path`, and its text as a person reads it (tags and entities gone). */
function render(Page: ComponentType, path = '/', pattern = path): { html: string; text: string } {
  const html = renderToStaticMarkup(
    createElement(
      ThemeProvider,
      { theme },
      createElement(
        MemoryRouter,
        { initialEntries: [path] },
        createElement(Routes, null, createElement(Route, { path: pattern, element: createElement(Page) })),
      ),
    ),
  );
  const text = html
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
  return { html, text };
}

/** Every string a content module holds, however deep. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** The durations the policy states: the window (30 days, a 30-day guarantee) and when the money arrives. */
const POLICY_DURATIONS = new Set(
  [REFUND_TERMS.window, REFUND_TERMS.guarantee, REFUND_TERMS.reaches].flatMap((term) =>
    [...term.matchAll(/\d+[- ](?:working )?days?/g)].map((match) => match[0]),
  ),
);

/**
 * A sentence's refund promise that differs from the policy: a duration the policy does not state,
 * a refund refused, or access kept after a refund. `null` when it says nothing else.
 */
function differingPromise(sentence: string): string | null {
  if (!/refund|money[- ]back/i.test(sentence)) return null;
  for (const match of sentence.matchAll(/\d+[- ](?:working |business |calendar )?days?/gi))
    if (!POLICY_DURATIONS.has(match[0])) return `${match[0]} in “${sentence}”`;
  if (/no[- ]refund|non-refundable|refunds are not|cannot be refunded|store credit/i.test(sentence))
    return `a refusal in “${sentence}”`;
  return null;
}

const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+/);

describe('one refund policy', () => {
  it('is the 30-day money-back guarantee, stating when the money arrives, that access ends and that duplicates are refunded automatically', () => {
    expect(REFUND_POLICY).toContain('30-day money-back guarantee');
    for (const term of Object.values(REFUND_TERMS)) expect(REFUND_POLICY).toContain(term);
    expect([...POLICY_DURATIONS].sort()).toEqual(['30 days', '30-day', '7 working days']);
  });

  it.each([
    ['pricing', PricingPage, '/pricing', '/pricing'],
    ['terms', TermsPage, '/terms', '/terms'],
    ['privacy', PrivacyPage, '/privacy', '/privacy'],
    ['help center', HelpCenterPage, '/help-center', '/help-center'],
    ['refunds article', DocArticlePage, '/docs/refunds-and-account', '/docs/:slug'],
  ] as const)(
    'is stated word for word on the %s page, which links to the refund policy and promises nothing else',
    (_name, Page, path, pattern) => {
      const { html, text } = render(Page, path, pattern);
      expect(text).toContain(REFUND_POLICY);
      expect(html).toContain(`href="${REFUND_POLICY_PATH}"`);
      expect(sentencesOf(text).map(differingPromise).filter(Boolean)).toEqual([]);
    },
  );

  it('is set out in full on the refund policy page, every section consistent with it', () => {
    const { text } = render(RefundPolicyPage, REFUND_POLICY_PATH);
    expect(text).toContain(REFUND_POLICY);
    for (const heading of [
      'Who may ask',
      'How to ask',
      'When the money reaches you',
      'What happens to your access',
      'Partial refunds',
      'Payments taken twice',
    ])
      expect(text).toContain(heading);
    expect(sentencesOf(text).map(differingPromise).filter(Boolean)).toEqual([]);
  });

  it('is the only refund promise in the shop’s copy', () => {
    const copy = [
      blog,
      company,
      docs,
      helpCenter,
      home,
      legal,
      marketing,
      policyPages,
      products,
      signin,
      status,
    ].flatMap(stringsOf);
    expect(copy.flatMap(sentencesOf).map(differingPromise).filter(Boolean)).toEqual([]);
  });

  it('catches a page whose promise differs', () => {
    expect(differingPromise('Ask for a refund within 14 days of payment.')).toContain('14 days');
    expect(differingPromise('Refunds reach you within 10 working days.')).toContain('10 working days');
    expect(differingPromise('Sale kits are non-refundable.')).toContain('refusal');
    expect(differingPromise('Downloads work for 30 days.')).toBeNull();
  });
});
