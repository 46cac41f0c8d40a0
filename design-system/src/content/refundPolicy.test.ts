import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { HelpCenterPage, PricingPage, PrivacyPage, TermsPage } from '../screens/pages';
import { theme } from '../tokens';
import { REFUND_POLICY } from './policies';

/** The page's markup, with its text as a person reads it (tags and entities gone). */
function pageText(Page: ComponentType): string {
  const html = renderToStaticMarkup(
    createElement(ThemeProvider, { theme }, createElement(MemoryRouter, null, createElement(Page))),
  );
  return html
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

describe('one refund policy', () => {
  it('is the 30-day money-back guarantee', () => {
    expect(REFUND_POLICY).toContain('30-day money-back guarantee');
  });

  it.each([
    ['pricing', PricingPage],
    ['terms', TermsPage],
    ['privacy', PrivacyPage],
    ['help center', HelpCenterPage],
  ] as const)('is stated word for word on the %s page, and no other refund rule is', (_name, Page) => {
    const text = pageText(Page);
    expect(text).toContain(REFUND_POLICY);
    expect(text).not.toMatch(/no[- ]refund|non-refundable|refunds are not/i);
  });
});
