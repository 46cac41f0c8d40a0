import '@profit/design-system/tokens/fonts';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createStore, startSession } from '@profit/design-system/state';
import { App } from './app/App';
import { readPrerenderedPage, seedCatalogue } from './app/prerendered';
import { readConfig } from './app/readConfig';
import { servicesFor } from './app/services';
import { resolveStorefrontConfig, type BuildKind } from './config/storefrontConfig';
import { preloadPage } from './routes/routes';

/** `vite build --mode mock` (npm run demo) is the static mock-mode build; every other build is served by the backend. */
const build: BuildKind = import.meta.env.MODE === 'mock' ? 'mock' : 'served';

async function start() {
  const prerendered = readPrerenderedPage();
  // The prerendered page's screen loads while the configuration is asked for (should it fail, the
  // page's boundary keeps the server's markup while the screen is asked for again).
  const screenLoaded = prerendered ? preloadPage(window.location.pathname).catch(() => undefined) : null;
  if (build === 'mock') await (await import('./app/mockApi')).startMockApi();
  const config = resolveStorefrontConfig(build, await readConfig());
  const store = createStore();
  const Services = await servicesFor(config);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element.');

  if (prerendered && !config.configurationError && prerendered.mode === config.mode) {
    // The page is on screen already: the app starts from the state it was rendered in (the
    // catalogue it shows, nobody signed in yet), hydrates it in a transition (in slices, never one
    // long task), then restores the session and the cart, as an app rendered afresh does at once;
    // `#root[data-hydrated]` says the page is the app's.
    seedCatalogue(store, prerendered.products);
    await screenLoaded;
    const onReady = () => {
      container.dataset.hydrated = 'true';
      void store.dispatch(startSession());
    };
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App store={store} config={config} Services={Services} onReady={onReady} />
        </StrictMode>,
        {
          onRecoverableError: (error) => console.error('The prerendered page could not be hydrated as it was:', error),
        },
      );
    });
    return;
  }
  if (!config.configurationError) void store.dispatch(startSession());
  container.replaceChildren();
  createRoot(container).render(
    <StrictMode>
      <App store={store} config={config} Services={Services} />
    </StrictMode>,
  );
}

void start();
