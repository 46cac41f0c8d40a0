import '@profit/design-system/tokens/fonts';
import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createStore, startSession } from '@profit/design-system/state';
import { App } from './app/App';
import { DemoServices } from './app/demoServices';
import { readConfig } from './app/readConfig';
import { resolveStorefrontConfig, type BuildKind } from './config/storefrontConfig';

/** `vite build --mode mock` (npm run demo) is the static mock-mode build; every other build is served by the backend. */
const build: BuildKind = import.meta.env.MODE === 'mock' ? 'mock' : 'served';

async function start() {
  if (build === 'mock') await (await import('./app/mockApi')).startMockApi();
  const config = resolveStorefrontConfig(build, await readConfig());
  const store = createStore();
  let Services: ComponentType<{ children: ReactNode }> = ({ children }) => <>{children}</>;
  if (!config.configurationError) {
    void store.dispatch(startSession());
    if (config.mode === 'live' && config.googleClientId) {
      const { LiveServices } = await import('./app/liveServices');
      const clientId = config.googleClientId;
      Services = ({ children }) => <LiveServices googleClientId={clientId}>{children}</LiveServices>;
    } else if (config.mode !== 'live') {
      const mode = config.mode;
      Services = ({ children }) => <DemoServices mode={mode}>{children}</DemoServices>;
    }
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element.');
  createRoot(container).render(
    <StrictMode>
      <App store={store} config={config} Services={Services} />
    </StrictMode>,
  );
}

void start();
