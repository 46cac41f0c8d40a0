import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { prerenderedIdentity } from '@profit/contract';
import {
  EARLY_PANELS,
  earlyPanels as panels,
  preloadFooterParts,
  type EarlyPanel,
} from '@profit/design-system/screens';
import { shopIdentityApi } from '@profit/design-system/api';
import { createStore } from '@profit/design-system/state';
import { App } from '../app/App';
import { PRERENDERED_PRODUCTS, seedCatalogue, seedShopIdentity } from '../app/prerendered';
import { servicesFor } from '../app/services';
import type { StorefrontConfig } from '../config/storefrontConfig';
import { DOC_SLUGS } from '../routes/docSlugs';
import { pageAt, preloadPage } from '../routes/routes';
import { prerenderedPaths } from '../routes/siteRoutes';

/**
 * The build's server-side entry (`scripts/prerender.mjs` builds it with the app's own Vite
 * configuration, so styled-components gives every component the same class as in the browser):
 * one page of the shop rendered to HTML, as the app's first render in the browser will be.
 */

export type PrerenderMode = 'demo' | 'live';

export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  /**
   * The markup of each panel the page opens itself when pressed before the app has started
   * (`boot/earlyPanels.ts`), open as the app would show it on this page.
   */
  earlyPanels: Record<EarlyPanel, string>;
  /** styled-components' `<style>` elements for that markup. */
  styles: string;
}

export { PRERENDERED_PRODUCTS, prerenderedIdentity };

/** Every address the build prerenders: each public page, product and documentation article. */
export const PRERENDERED_PATHS: readonly string[] = prerenderedPaths(DOC_SLUGS);

/** The name of the page at an address (its screen's folder), for finding the screen's chunk. */
export { pageAt };

/**
 * The configuration the browser will learn from `GET /api/config` in each mode. The live client
 * id is only read by Google's script in the browser; no markup carries it.
 */
function configOf(mode: PrerenderMode): StorefrontConfig {
  return {
    mode,
    googleClientId: mode === 'live' ? 'prerender' : null,
    razorpayKeyId: null,
    paymentProvider: mode === 'live' ? 'razorpay' : 'simulated',
    testPayments: false,
    configurationError: null,
    serverUnreachable: false,
  };
}

/**
 * Renders the page at `pathname` in `mode`: its screen loaded first, the catalogue and the
 * placeholder seller (`prerenderedIdentity`) in the API cache, nobody signed in.
 */
export async function renderPage(pathname: string, mode: PrerenderMode): Promise<RenderedPage> {
  await Promise.all([preloadPage(pathname), preloadFooterParts()]);
  const config = configOf(mode);
  const Services = await servicesFor(config);
  const store = createStore(undefined, { storage: null, fallbackNavigate: () => undefined });
  seedCatalogue(store);
  // The seller's details in place on every page, as placeholders the server fills in at start.
  seedShopIdentity(store, prerenderedIdentity(mode));
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={pathname}>{children}</StaticRouter>;
  const sheet = new ServerStyleSheet();
  const render = (children?: ReactNode, identifierPrefix?: string) =>
    renderToString(
      sheet.collectStyles(
        <StrictMode>
          <App store={store} config={config} Services={Services} Router={Router}>
            {children}
          </App>
        </StrictMode>,
      ),
      { identifierPrefix },
    );
  try {
    const html = render();
    // Each in its own render, outside the page's: its ids prefixed so none repeats one of the page's.
    const earlyPanels = Object.fromEntries(
      EARLY_PANELS.map((panel) => [panel, render(panels[panel], `early-${panel}-`)]),
    ) as Record<EarlyPanel, string>;
    return { html, earlyPanels, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
    // The API cache's timers (an answer no component holds is dropped after a while) would keep the build running.
    store.dispatch(shopIdentityApi.util.resetApiState());
  }
}
