// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BelowTheFold } from './BelowTheFold';

/** Records, at the page's first commit (before its first frame), whether the part below the fold is there. */
function FirstFrame({ seen }: { seen: boolean[] }) {
  useLayoutEffect(() => {
    seen.push(document.getElementById('rest') !== null);
  }, [seen]);
  return null;
}

const page = (seen: boolean[]) => (
  <main>
    <h1>Instagram Growth Playbook</h1>
    <BelowTheFold>
      <p id="rest">About this product</p>
    </BelowTheFold>
    <FirstFrame seen={seen} />
  </main>
);

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('BelowTheFold', () => {
  it('renders a page opened in the browser without it first, then with it', async () => {
    const seen: boolean[] = [];
    await act(async () => {
      render(page(seen));
    });
    expect(seen).toEqual([false]);
    expect(document.getElementById('rest')?.textContent).toBe('About this product');
  });

  it('is on the page the server renders, and there at once when the browser takes that page over', async () => {
    const html = renderToString(page([]));
    expect(html).toContain('About this product');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const served = document.getElementById('rest');
    const seen: boolean[] = [];
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, page(seen), { onRecoverableError });
    });
    expect(seen).toEqual([true]);
    expect(document.getElementById('rest')).toBe(served);
    expect(onRecoverableError).not.toHaveBeenCalled();
  });
});
