import { describe, expect, it } from 'vitest';
import { searchHelp } from './helpSearch';

describe('searchHelp', () => {
  it.each([
    ['How do I get a refund?', 'What is your refund policy?'],
    ['will I be charged again next month?', 'How much does a kit cost, and will I be charged again?'],
    ['Can I pay with UPI?', 'How can I pay?'],
    ['I need a GST invoice for my order', 'Do I get a GST invoice?'],
    ['Do kits get updates?', 'Do kits get updated?'],
    ['how do I set up the metrics dashbord', 'Setting up the Founder Metrics Dashboard: Connect your orders'],
  ])('answers “%s” with “%s”', (message, title) => {
    expect(searchHelp(message)?.title).toBe(title);
  });

  it('answers “How do I download my kit?” about downloading, not about updates', () => {
    const match = searchHelp('How do I download my kit?');
    expect(match?.title).toMatch(/download/i);
    expect(match?.text).toMatch(/Download button/);
    expect(match?.title).not.toMatch(/update/i);
  });

  it('links the article it answers from', () => {
    expect(searchHelp('Where do I find what I bought?')?.link.href).toBe('/help-center');
    expect(searchHelp('how do I set up the metrics dashboard')?.link.href).toBe('/docs/metrics-dashboard-setup');
  });

  it('finds nothing for a message the help content does not answer', () => {
    expect(searchHelp('Can you design my wedding invitation cards?')).toBeNull();
    expect(searchHelp('hello!')).toBeNull();
    expect(searchHelp('   ')).toBeNull();
  });
});
