// @vitest-environment happy-dom
import { act, cleanup, render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNotify } from './hooks';
import { NavigationBridge } from './NavigationBridge';
import { createStore } from './store';

afterEach(cleanup);

const setup = () => {
  const fallback = vi.fn();
  const store = createStore(undefined, { storage: null, fallbackNavigate: fallback });
  return { store, fallback };
};

describe('NavigationBridge', () => {
  it("lets the store's code navigate with the router while it is rendered, the fallback after", () => {
    const { store, fallback } = setup();
    const seen: string[] = [];
    function Probe() {
      seen.push(`${useNavigationType()} ${useLocation().pathname}`);
      return null;
    }
    const view = render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/cart']}>
          <NavigationBridge />
          <Probe />
        </MemoryRouter>
      </Provider>,
    );
    act(() => store.services.navigation.navigate('/orders'));
    act(() => store.services.navigation.navigate('/signin', { replace: true }));
    expect(seen.at(-2)).toBe('PUSH /orders');
    expect(seen.at(-1)).toBe('REPLACE /signin');
    expect(fallback).not.toHaveBeenCalled();
    view.unmount();
    store.services.navigation.navigate('/later');
    expect(fallback).toHaveBeenCalledWith('/later', undefined);
  });
});

describe('useNotify', () => {
  it('shows a message, as information unless told otherwise', () => {
    const { store } = setup();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => useNotify(), { wrapper });
    act(() => {
      result.current('Signing you in...');
      result.current('Payment failed.', 'danger');
    });
    expect(store.getState().notifications.items.map(({ text, tone }) => ({ text, tone }))).toEqual([
      { text: 'Signing you in...', tone: 'info' },
      { text: 'Payment failed.', tone: 'danger' },
    ]);
  });
});
