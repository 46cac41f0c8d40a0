import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { preloadMenu } from '@profit/design-system/screens';
import { createStore, startSession, type AppStore } from '@profit/design-system/state';
import { App } from './app/App';
import { identityOnPage, seedCatalogue, seedShopIdentity } from './app/prerendered';
import { readConfig } from './app/readConfig';
import { servicesFor } from './app/services';
import {
  resolveStorefrontConfig,
  showsPrerenderedPage,
  type BuildKind,
  type ConfigAnswer,
  type StorefrontConfig,
} from './config/storefrontConfig';
import { nestConditionRulesOfStyledComponents } from './boot/nestConditionRules';
import type { PrerenderedPage } from './boot/prerenderedPage';
import { preloadPage, showsFooter } from './routes/routes';

nestConditionRulesOfStyledComponents();

/** `vite build --mode mock` (npm run demo) is the static mock-mode build; every other build is served by the backend. */
const build: BuildKind = import.meta.env.MODE === 'mock' ? 'mock' : 'served';

/**
 * Renders the shop as configured. Without an answer from the server the shop still runs (every
 * page, the cart kept, the stored session kept), with a notice whose Try again asks again: once
 * the server answers, the shop is rendered anew in the server's mode, the store and its cart kept.
 */
async function show(root: Root, store: AppStore, config: StorefrontConfig, onShown?: () => void) {
  const reconnect = async () => {
    const answer = await readConfig();
    if ('unreachable' in answer) return false;
    await show(root, store, resolveStorefrontConfig(build, answer));
    return true;
  };
  if (!config.configurationError) void store.dispatch(startSession());
  const Services = await servicesFor(config, reconnect);
  root.render(
    <StrictMode>
      <App store={store} config={config} Services={Services} onReady={onShown} />
    </StrictMode>,
  );
  // The configuration error's screen is no page of the route table: nothing else says it is shown.
  if (config.configurationError) onShown?.();
}

/**
 * The page is on screen already (prerendered for this mode): the app starts from the state it was
 * rendered in (the catalogue it shows, nobody signed in yet), hydrates it in a transition (in
 * slices, never one long task), then restores the session and the cart, as an app rendered afresh
 * does at once; `#root[data-hydrated]` says the page is the app's.
 */
async function hydrate(container: HTMLElement, store: AppStore, config: StorefrontConfig, onShown?: () => void) {
  seedCatalogue(store);
  // The seller's details the page shows, for the app to hydrate them as they are. Not where the
  // footer is hidden (the catalogue): it would render them at the press that shows it, in the
  // press's commit (82 elements more, bench:press-renders), rather than once asked for after it.
  const identity = identityOnPage(document);
  if (identity && showsFooter(window.location.pathname)) seedShopIdentity(store, identity);
  const Services = await servicesFor(config);
  const onReady = () => {
    container.dataset.hydrated = 'true';
    void store.dispatch(startSession());
    onShown?.();
  };
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App store={store} config={config} Services={Services} onReady={onReady} />
      </StrictMode>,
      { onRecoverableError: (error) => console.error('The prerendered page could not be hydrated as it was:', error) },
    );
  });
}

/**
 * Starts the shop on this page: hydrates `prerendered` (the page the server sent, when it was
 * prerendered) or renders the page itself. `onShown` runs once the first page is the app's;
 * `configAnswer` is the server's answer to `GET /api/config` when the first script has it already.
 */
export async function start(
  prerendered: PrerenderedPage | null,
  { onShown, configAnswer }: { onShown?: () => void; configAnswer?: Promise<ConfigAnswer> } = {},
) {
  // The prerendered page's screen loads while the configuration is asked for (should it fail, the
  // page's boundary keeps the server's markup while the screen is asked for again).
  const screenLoaded = prerendered ? preloadPage(window.location.pathname).catch(() => undefined) : null;
  // The first press may be on Menu: its code comes beside the page's, not after it.
  void preloadMenu();
  if (build === 'mock') await (await import('./app/mockApi')).startMockApi();
  const config = resolveStorefrontConfig(build, await (configAnswer ?? readConfig()));
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element.');
  const store = createStore();
  if (prerendered && showsPrerenderedPage(config, prerendered.mode)) {
    await screenLoaded;
    await hydrate(container, store, config, onShown);
    return;
  }
  // Not prerendered, or not for how the shop runs now (another mode, the server unreachable): the
  // app renders the page itself.
  container.replaceChildren();
  await show(createRoot(container), store, config, onShown);
}
