import { describe, expect, it } from 'vitest';
import { DOC_ARTICLES } from '@profit/design-system/content';
import { DOC_SLUGS } from './docSlugs';

describe('the documentation slugs of the sitemap and the crawl', () => {
  it('are exactly the articles of the documentation content', () => {
    expect([...DOC_SLUGS].sort()).toEqual(DOC_ARTICLES.map((article) => article.slug).sort());
  });
});
