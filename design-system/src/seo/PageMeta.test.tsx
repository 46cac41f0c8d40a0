// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { PageMeta } from './PageMeta';
import { PagePathContext, shownPage } from '../state/pageShown';
import { SITE } from './site';

afterEach(cleanup);

const head = () => ({
  titles: [...document.head.querySelectorAll('title')].map((title) => title.textContent),
  descriptions: [...document.head.querySelectorAll('meta[name="description"]')].map((meta) =>
    meta.getAttribute('content'),
  ),
});

it('gives the head to the page shown alone, where a router keeps another mounted', () => {
  render(
    <>
      <PagePathContext value="/left">
        <PageMeta title="Left" description="The page left" />
      </PagePathContext>
      <PagePathContext value="/shown">
        <PageMeta title="Shown" description="The page shown" />
      </PagePathContext>
    </>,
  );
  // No router has said which page is shown yet (the first render, as the server's): each states its own.
  expect(head().titles).toHaveLength(2);

  act(() => shownPage.set('/shown'));
  expect(head()).toEqual({ titles: [`Shown | ${SITE.name}`], descriptions: ['The page shown'] });

  act(() => shownPage.set('/left'));
  expect(head()).toEqual({ titles: [`Left | ${SITE.name}`], descriptions: ['The page left'] });
});

it('states the head of a page outside any router that keeps pages (a story, a test)', () => {
  act(() => shownPage.set('/elsewhere'));
  render(<PageMeta title="Alone" description="A page on its own" />);
  expect(head()).toEqual({ titles: [`Alone | ${SITE.name}`], descriptions: ['A page on its own'] });
});
