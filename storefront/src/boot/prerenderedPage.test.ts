import { describe, expect, it } from 'vitest';
import { PRERENDERED_PAGE_ID, readPrerenderedPage } from './prerenderedPage';

/** A document with the prerendered page's data element holding `text` (the only part read). */
const pageWith = (text: string | null) =>
  ({
    getElementById: (id: string) => (id === PRERENDERED_PAGE_ID && text !== null ? { textContent: text } : null),
  }) as unknown as Document;

describe('readPrerenderedPage', () => {
  it('reads the mode the page was rendered for', () => {
    expect(readPrerenderedPage(pageWith('{"mode":"demo"}'))).toEqual({ mode: 'demo', chunks: [] });
    expect(readPrerenderedPage(pageWith('{"mode":"live"}'))).toEqual({ mode: 'live', chunks: [] });
  });

  it('answers null, so the app renders the page itself, when there is no data or it cannot be read', () => {
    for (const text of [null, '', '{"mode":"mock"}', '{', '[]', 'null'])
      expect(readPrerenderedPage(pageWith(text))).toBeNull();
  });

  it('reads the chunks the app needs for the page, ignoring anything that is not a path', () => {
    expect(readPrerenderedPage(pageWith('{"mode":"demo","chunks":["/assets/a.js",3,"/assets/b.js"]}'))).toEqual({
      mode: 'demo',
      chunks: ['/assets/a.js', '/assets/b.js'],
    });
  });
});
