// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { focusShownHeading, showPage } from './showPage';

/** A prerendered page as the build writes it (scripts/prerender.mjs), cut down to what differs. */
const pageHtml = ({
  title,
  path,
  body,
  mode = 'demo',
  entry = '/assets/index-1.js',
}: {
  title: string;
  path: string;
  body: string;
  mode?: string;
  entry?: string;
}) => `<!doctype html><html lang="en-IN"><head>
<meta charset="UTF-8"><script type="module" crossorigin src="${entry}"></script><link rel="stylesheet" href="/assets/index-1.css">
<title>${title}</title><meta name="description" content="${title} described"><link rel="canonical" href="https://shop.test${path}">
<script type="application/ld+json">{"name":"${title}"}</script><style data-styled="true">.${path.slice(1) || 'home'}{color:red}</style>
</head><body><noscript>Profit needs JavaScript.</noscript><div id="root">${body}</div><template data-early-panel="menu"><p>${title} menu</p></template><script type="application/json" id="prerendered-page">{"mode":"${mode}","chunks":["/assets/${path.slice(1) || 'home'}.js"]}</script></body></html>`;

function load(html: string) {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  document.head.replaceChildren(...[...doc.head.childNodes].map((node) => document.importNode(node, true)));
  document.body.replaceChildren(...[...doc.body.childNodes].map((node) => document.importNode(node, true)));
}

const HOME = pageHtml({
  title: 'Home',
  path: '/',
  body: '<main><h1>Start your side hustle</h1><a href="/about">About</a></main>',
});
const ABOUT = pageHtml({ title: 'About', path: '/about', body: '<main><h1>First-time founders</h1></main>' });

describe('showPage puts the next prerendered page in place of this one', () => {
  beforeEach(() => {
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL('http://shop.test/');
    load(HOME);
  });
  afterEach(() => {
    document.head.replaceChildren();
    document.body.replaceChildren();
  });

  it('its head, its page, its early panels and data; the build’s resources and anything fetched ahead stay', () => {
    const prefetched = Object.assign(document.createElement('link'), { rel: 'prefetch', href: '/assets/app.js' });
    document.head.append(prefetched);
    const script = document.querySelector('script[type="module"]');
    const root = document.getElementById('root');

    expect(showPage(ABOUT, new URL('http://shop.test/about'), window)).toBe(true);

    expect(document.title).toBe('About');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('About described');
    expect([...document.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href'))).toEqual([
      'https://shop.test/about',
    ]);
    expect([...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent)).toEqual([
      '{"name":"About"}',
    ]);
    expect([...document.querySelectorAll('style[data-styled]')].map((style) => style.textContent)).toEqual([
      '.about{color:red}',
    ]);
    // The same elements, not copies: the build's script is not run again, nothing fetched twice.
    expect(document.querySelector('script[type="module"]')).toBe(script);
    expect(document.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1);
    expect(prefetched.isConnected).toBe(true);
    expect(document.getElementById('root')).toBe(root);
    expect(root?.innerHTML).toBe('<main><h1>First-time founders</h1></main>');
    expect(document.querySelector('template[data-early-panel="menu"]')?.innerHTML).toBe('<p>About menu</p>');
    expect(document.querySelectorAll('template[data-early-panel]')).toHaveLength(1);
    expect(document.getElementById('prerendered-page')?.textContent).toContain('/assets/about.js');
    expect(window.location.pathname).toBe('/about');
  });

  it('a page of another build or mode, or not prerendered, is not shown: nothing changes', () => {
    const before = document.documentElement.outerHTML;
    for (const html of [
      pageHtml({ title: 'About', path: '/about', body: '<h1>About</h1>', entry: '/assets/index-2.js' }),
      pageHtml({ title: 'About', path: '/about', body: '<h1>About</h1>', mode: 'live' }),
      '<!doctype html><html><head><title>Cart</title></head><body><div id="root"></div></body></html>',
    ]) {
      expect(showPage(html, new URL('http://shop.test/about'), window)).toBe(false);
      expect(document.documentElement.outerHTML).toBe(before);
      expect(window.location.pathname).toBe('/');
    }
  });

  it('an address naming a section of the next page brings that section into view', () => {
    const next = pageHtml({
      title: 'Help',
      path: '/help',
      body: '<main><h1>Help</h1><section id="gst basics">GST</section></main>',
    });
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    expect(showPage(next, new URL('http://shop.test/help#gst%20basics'), window)).toBe(true);
    expect((scrollIntoView.mock.contexts as Element[]).map((element) => element.id)).toEqual(['gst basics']);
    expect(window.location.hash).toBe('#gst%20basics');
    scrollIntoView.mockRestore();
  });

  it('shown again from the history, the address is left as the browser set it', () => {
    const length = window.history.length;
    expect(showPage(ABOUT, new URL('http://shop.test/about'), window, { record: false })).toBe(true);
    expect(window.history.length).toBe(length);
    expect(window.location.pathname).toBe('/');
  });

  it('the heading takes the focus, unless the shopper has put it somewhere', () => {
    showPage(ABOUT, new URL('http://shop.test/about'), window);
    focusShownHeading(document);
    const heading = document.querySelector('h1');
    expect(document.activeElement).toBe(heading);
    expect(heading?.getAttribute('tabindex')).toBe('-1');

    load(HOME);
    const link = document.querySelector('a')!;
    link.focus();
    focusShownHeading(document);
    expect(document.activeElement).toBe(link);
  });
});
