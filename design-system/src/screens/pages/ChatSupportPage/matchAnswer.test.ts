import { describe, expect, it } from 'vitest';
import { ALL_HELP_QUESTIONS } from '../../../content/helpCenter';
import { bestAnswer, keywords } from './matchAnswer';

describe('bestAnswer', () => {
  it.each([
    ['How do I get a refund?', 'refunds'],
    ['will I be charged again next month?', 'one-payment'],
    ['a price for all the kits together?', 'several-kits'],
    ['which payment methods, UPI?', 'payment-methods'],
    ['I need a GST invoice for my order', 'gst-invoice'],
    ['where are my downloads', 'where-downloads'],
  ])('answers “%s” with the help center’s “%s”', (message, id) => {
    expect(bestAnswer(message, ALL_HELP_QUESTIONS)?.id).toBe(id);
  });

  it('finds nothing for a message about something the help center does not cover', () => {
    expect(bestAnswer('Can you design my wedding invitation cards?', ALL_HELP_QUESTIONS)).toBeNull();
    expect(bestAnswer('hello!', ALL_HELP_QUESTIONS)).toBeNull();
  });

  it('reads words without case, punctuation, stop words or a plural s', () => {
    expect(keywords('How do I get REFUNDS, please?')).toEqual(['refund']);
  });
});
