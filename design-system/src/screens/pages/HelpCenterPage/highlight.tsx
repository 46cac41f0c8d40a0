import type { ReactNode } from 'react';

/** Questions whose question or answer contains the term (case-insensitive); every one for an empty term. */
export function matchesTerm(term: string, ...texts: string[]): boolean {
  const needle = term.trim().toLowerCase();
  return needle === '' || texts.some((text) => text.toLowerCase().includes(needle));
}

/** The text with each occurrence of the term (any case) wrapped in `<mark>`. */
export function highlight(text: string, term: string): ReactNode {
  const needle = term.trim();
  if (!needle) return text;
  const parts: ReactNode[] = [];
  const lower = text.toLowerCase();
  const lowerNeedle = needle.toLowerCase();
  let from = 0;
  let at = lower.indexOf(lowerNeedle);
  while (at !== -1) {
    if (at > from) parts.push(text.slice(from, at));
    parts.push(<mark key={at}>{text.slice(at, at + needle.length)}</mark>);
    from = at + needle.length;
    at = lower.indexOf(lowerNeedle, from);
  }
  if (from < text.length) parts.push(text.slice(from));
  return parts;
}
