import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { HttpNetworkFrame } from 'msw/experimental';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import '../design-system/src/tokens/fonts';
import { defaultHandlerGroups, mockDb } from '../design-system/src/mocks';
import { CART_KEY, TOKEN_KEY, USER_KEY } from '../design-system/src/state/storageKeys';
import { StoryProviders, type StoreParameters, type StoryProvidersProps } from '../design-system/src/testing';
import type { Services } from '../design-system/src/services';
import type { Clock } from '../design-system/src/primitives/clock';
import { storyViewports } from '../design-system/src/testing/viewports';
import { isSurface, SurfaceFrame, surfaceGlobalType, type CanvasLayout } from '../design-system/src/testing/surfaces';
import {
  DeterministicStyle,
  installFixedDate,
  installSeededIds,
  isAutomated,
  resetSeededIds,
} from '../design-system/src/testing/deterministic';
import { snapshotModes } from './modes';

/**
 * MSW in the browser. A request to the API that no handler answers, or any request leaving this
 * origin, is an error: nothing in a story reaches the network. (MSW 3 names this hook
 * `onUnhandledFrame`; an HTTP frame carries the request.)
 */
async function startMockWorker() {
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    onUnhandledFrame({ frame, defaults }) {
      if (!(frame instanceof HttpNetworkFrame)) return;
      const url = new URL(frame.data.request.url);
      if (url.origin !== window.location.origin || url.pathname.startsWith('/api/')) defaults.error();
    },
  });
  return worker;
}

/**
 * `findBy…` and `waitFor` wait for what they assert up to 20 s, a backstop under the story test's
 * 30 s: a journey of several mocked calls on a 2-core machine with three busy loops beside it may take
 * longer than the 5 s once set here, and a correct story must not turn red for being slow.
 */
configure({ asyncUtilTimeout: 20_000 });

/** Under test (and for the visual snapshots): a fixed date and seeded ids, see `testing/deterministic.tsx`. */
const deterministic = isAutomated();
if (deterministic) {
  installFixedDate();
  installSeededIds();
}

/** Each story starts from the same mock backend and from the local storage it declares. */
const resetWorld: Loader = async ({ parameters }) => {
  mockDb.reset();
  resetSeededIds();
  for (const key of [TOKEN_KEY, USER_KEY, CART_KEY]) window.localStorage.removeItem(key);
  const store = parameters.store as StoreParameters | undefined;
  for (const [key, value] of Object.entries(store?.storage ?? {})) window.localStorage.setItem(key, value);
  return {};
};

/** A fresh Redux store per story (preloaded from `parameters.store`), a memory router at `parameters.route`. */
const withProviders: Decorator = (Story, { id, parameters }) => (
  <StoryProviders
    key={id}
    preloadedState={(parameters.store as StoreParameters | undefined)?.preloadedState}
    route={parameters.route as StoryProvidersProps['route']}
    services={parameters.services as Partial<Services> | undefined}
    clock={parameters.clock as Clock | undefined}
  >
    {deterministic && <DeterministicStyle />}
    <Story />
  </StoryProviders>
);

/** The surface of the toolbar's Surface menu (inside the providers, so it reads the theme). */
const withSurface: Decorator = (Story, { globals, parameters }) => (
  <SurfaceFrame
    surface={isSurface(globals.surface) ? globals.surface : 'light'}
    layout={(parameters.layout as CanvasLayout | undefined) ?? 'padded'}
    render={() => <Story />}
  />
);

const preview: Preview = {
  tags: ['autodocs'],
  loaders: [resetWorld, mswLoader(startMockWorker)],
  // The first decorator is the innermost: the surface sits inside the providers.
  decorators: [withSurface, withProviders],
  globalTypes: { surface: surfaceGlobalType },
  initialGlobals: { surface: 'light' },
  parameters: {
    /**
     * Every story fails on an axe violation. In the test run (Vite's mode `test`) axe details only
     * its violations, which is all a test reads: about a quarter of the story suite's time. The
     * a11y panel designers open keeps the full lists (passes, needs review).
     */
    a11y: {
      test: 'error',
      ...(import.meta.env.MODE === 'test' ? { options: { resultTypes: ['violations'] } } : {}),
    },
    viewport: { options: storyViewports },
    /**
     * Visual snapshots (Chromatic and `npm run test:visual`): 375 and 1280 px, CSS animations
     * paused at their last frame. A story that cannot be pictured steadily opts out with
     * `chromatic: { disableSnapshot: true }` and says why in `visual: { reason }`.
     */
    chromatic: { modes: snapshotModes, pauseAnimationAtEnd: true },
    msw: { handlers: defaultHandlerGroups },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    options: {
      storySort: {
        order: [
          'Introduction',
          'Design language',
          'Tokens',
          'Primitives',
          'Shell',
          'Home',
          'Sign-in',
          'Shop',
          'Account',
          'Pages',
          'System',
          'Flows',
          'Harness',
          '*',
        ],
      },
    },
  },
};

export default preview;
