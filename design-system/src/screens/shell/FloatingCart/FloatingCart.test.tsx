// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { handlers } from '../../../mocks';
import { PagePathContext, shownPage } from '../../../state/pageShown';
import { cartPanelOpened } from '../../../state/cartPanelSlice';
import { MemoryStorage } from '../../../state/memoryStorage';
import { createStore } from '../../../state/store';
import { theme } from '../../../tokens';
import { FloatingCart } from './FloatingCart';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(cleanup);
afterAll(() => server.close());

const cartPanels = () => screen.queryAllByRole('dialog', { name: 'Your cart' });

it("opens the cart panel of the page shown only: the catalogue's, kept a moment after the shopper left it, stays shut", async () => {
  const store = createStore(
    {},
    { storage: new MemoryStorage(), apiBaseUrl: `${location.origin}/api`, fallbackNavigate: () => undefined },
  );
  render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          {/* The catalogue left (its own floating cart), and the site layout's around the page shown. */}
          <PagePathContext value="/products">
            <FloatingCart />
          </PagePathContext>
          <FloatingCart />
        </MemoryRouter>
      </ThemeProvider>
    </Provider>,
  );
  act(() => shownPage.set('/products/instagram-growth-playbook'));
  act(() => void store.dispatch(cartPanelOpened()));
  await waitFor(() => expect(cartPanels()).toHaveLength(1));
  // Both cart buttons say the panel is open only where it is.
  expect(
    screen.getAllByRole('button', { name: /^Cart,/ }).map((button) => button.getAttribute('aria-expanded')),
  ).toEqual(['false', 'true']);

  // Back on the catalogue (the layout's cart is not rendered there in the app): its own opens too.
  act(() => shownPage.set('/products'));
  await waitFor(() => expect(cartPanels()).toHaveLength(2));
});
