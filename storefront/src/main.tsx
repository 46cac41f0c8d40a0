import '@profit/design-system/tokens/fonts';
import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createStore, startSession, type AppStore } from '@profit/design-system/state';
import { App } from './app/App';
import { DemoServices } from './app/demoServices';
import { readConfig } from './app/readConfig';
import { UnreachableServices } from './app/unreachableServices';
import { resolveStorefrontConfig, type BuildKind, type StorefrontConfig } from './config/storefrontConfig';

/** `vite build --mode mock` (npm run demo) is the static mock-mode build; every other build is served by the backend. */
const build: BuildKind = import.meta.env.MODE === 'mock' ? 'mock' : 'served';

/**
 * Renders the shop as configured. Without an answer from the server the shop still runs (every
 * page, the cart kept, the stored session kept), with a notice whose Try again asks again: once
 * the server answers, the shop is rendered anew in the server's mode, the store and its cart kept.
 */
async function show(root: Root, store: AppStore, config: StorefrontConfig) {
  let Services: ComponentType<{ children: ReactNode }> = ({ children }) => <>{children}</>;
  if (!config.configurationError) {
    void store.dispatch(startSession());
    if (config.serverUnreachable) {
      const reconnect = async () => {
        const answer = await readConfig();
        if ('unreachable' in answer) return false;
        await show(root, store, resolveStorefrontConfig(build, answer));
        return true;
      };
      Services = ({ children }) => <UnreachableServices reconnect={reconnect}>{children}</UnreachableServices>;
    } else if (config.mode === 'live' && config.googleClientId) {
      const { LiveServices } = await import('./app/liveServices');
      const clientId = config.googleClientId;
      Services = ({ children }) => <LiveServices googleClientId={clientId}>{children}</LiveServices>;
    } else if (config.mode !== 'live') {
      const mode = config.mode;
      Services = ({ children }) => <DemoServices mode={mode}>{children}</DemoServices>;
    }
  }
  root.render(
    <StrictMode>
      <App store={store} config={config} Services={Services} />
    </StrictMode>,
  );
}

async function start() {
  if (build === 'mock') await (await import('./app/mockApi')).startMockApi();
  const config = resolveStorefrontConfig(build, await readConfig());
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element.');
  await show(createRoot(container), createStore(), config);
}

void start();
