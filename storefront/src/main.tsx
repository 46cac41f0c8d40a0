import '@profit/design-system/tokens/fonts';
import { resumedFormKey, TOKEN_KEY } from '@profit/design-system/state';
import { readConfig } from './app/readConfig';
import { holdUntilStarted } from './boot/holdUntilStarted';
import { loadFontFacesOncePainted, prefetchOncePainted } from './boot/prefetch';
import { readPrerenderedPage } from './boot/prerenderedPage';
import { resolveStorefrontConfig, showsPrerenderedPage } from './config/storefrontConfig';
import { measureVisit } from './fieldData/visit';

/**
 * The page's first script, and its only one until the shopper uses the page. A prerendered page
 * (the home page, the catalogue, sign-in) is complete as the server sent it: the app's code is
 * fetched once the page has loaded and runs when the shopper first reaches for the page (a mouse
 * moving, a touch, the wheel, a key, a focus), then takes the page over, carrying out what was done
 * meanwhile (`holdUntilStarted`). So a phone spends the first seconds showing the page, not
 * running the shop behind it.
 *
 * The app starts at once where the server's page is not what it would show: every page not
 * prerendered, a returning shopper's (the bar shows their session; what they do while it starts is
 * held for it all the same), and a server that does not answer, answers in another mode or is
 * misconfigured (the app says so).
 */
const prerendered = readPrerenderedPage();

/** Whether the browser's storage holds `key` (none when storage is refused). */
function holds(storage: () => Storage, key: string): boolean {
  try {
    return storage().getItem(key) !== null;
  } catch {
    return false;
  }
}

if (prerendered) {
  // A returning shopper's app starts at once (the page shows them signed out); what they do
  // meanwhile is held for it as a first visitor's is.
  const signedIn = holds(() => localStorage, TOKEN_KEY);
  // A form this page was loaded afresh for (its code could not be loaded before) is sent at once.
  const startsAtOnce = signedIn || holds(() => sessionStorage, resumedFormKey(location.pathname + location.search));
  const held = holdUntilStarted(window, { signedIn, startsAtOnce });
  if (!startsAtOnce) prefetchOncePainted(prerendered.chunks);
  const configAnswer = readConfig();
  const pageIsNotTheApps = configAnswer.then((answer) =>
    showsPrerenderedPage(resolveStorefrontConfig('served', answer), prerendered.mode)
      ? new Promise<never>(() => undefined)
      : undefined,
  );
  Promise.race([held.reached, pageIsNotTheApps])
    .then(() => import('./start'))
    .then(({ start }) => start(prerendered, { configAnswer, onShown: () => setTimeout(held.replay) }))
    // Its code or its services could not be fetched: the page stops holding, so its links work as
    // a page's links do.
    .catch((error: unknown) => {
      console.error('The shop could not start:', error);
      held.abandon();
    });
} else {
  void import('./start').then(({ start }) => start(prerendered));
}

loadFontFacesOncePainted();

// Field data: how fast this visit was, from a share of real visits (the mock build has no server to tell).
if (import.meta.env.MODE !== 'mock') measureVisit();
