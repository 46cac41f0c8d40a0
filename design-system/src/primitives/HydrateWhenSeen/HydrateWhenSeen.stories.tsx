import { createContext, startTransition, Suspense, use, useEffect, useRef, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { hydrateWhenSeen, RenderingServerMarkup } from './HydrateWhenSeen';

/** What the page's address says, as a router would provide it (changed on back and forward). */
const Address = createContext('/');

/** A region of the page: a counter that says whether the app has taken it over. */
function Counter({ label }: { label: string }) {
  const address = use(Address);
  const [count, setCount] = useState(0);
  const section = useRef<HTMLElement>(null);
  // Marked by an effect, which only runs once React has taken the region over.
  useEffect(() => section.current?.setAttribute('data-hydrated', 'true'), []);
  return (
    <section ref={section} aria-label={label} style={{ padding: 16 }}>
      <p style={{ margin: 0 }}>Address: {address}</p>
      <button type="button" onClick={() => setCount((value) => value + 1)}>
        {label}: {count}
      </button>
    </section>
  );
}

const LowerCounter = hydrateWhenSeen(Counter);

/**
 * A page with one region on screen, and two three screens below it: one hydrated as React does any
 * region of its own (in a pass after the page's), one hydrated when seen. A link on screen, and
 * back and forward, change its address (in a transition, as the router does).
 */
function Page() {
  const [address, setAddress] = useState('/');
  useEffect(() => {
    const onPopState = () => startTransition(() => setAddress(window.location.hash || '/'));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
  return (
    <Address value={address}>
      <Counter label="On screen" />
      <button type="button" onClick={() => startTransition(() => setAddress('#store'))}>
        Go to the store
      </button>
      <div style={{ height: '300vh' }} />
      <Suspense fallback={null}>
        <Counter label="Hydrated as usual" />
      </Suspense>
      <LowerCounter label="Below" />
    </Address>
  );
}

/**
 * The page as the server rendered it, hydrated in `canvasElement`: what a prerendered page of the
 * shop goes through. Returns the region below and a way to take the page down.
 */
async function hydratedPage(canvasElement: HTMLElement) {
  const container = document.createElement('div');
  canvasElement.append(container);
  container.innerHTML = renderToString(
    <RenderingServerMarkup value>
      <Page />
    </RenderingServerMarkup>,
  );
  const root: Root = hydrateRoot(container, <Page />);
  const page = within(container);
  // Once React has hydrated its own regions, the region hydrated when seen is all that waits.
  await waitFor(() => expect(page.getByRole('region', { name: 'On screen' })).toHaveAttribute('data-hydrated'));
  await waitFor(() => expect(page.getByRole('region', { name: 'Hydrated as usual' })).toHaveAttribute('data-hydrated'));
  return {
    page,
    below: page.getByRole('region', { name: 'Below' }),
    remove: () => {
      root.unmount();
      container.remove();
      window.scrollTo(0, 0);
    },
  };
}

const meta = {
  title: 'Primitives/HydrateWhenSeen',
  component: Page,
  parameters: {
    layout: 'fullscreen',
    // A behaviour with no look of its own: what it wraps is pictured by its own stories (Home, Footer).
    chromatic: { disableSnapshot: true },
    visual: { reason: 'a behaviour with no look of its own: the sections it wraps are pictured by their own stories' },
  },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rendered by the app itself (a page opened by a link in the shop), the region is the app's at once. */
export const RenderedByTheApp: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Below' })).toHaveAttribute('data-hydrated'));
    await userEvent.click(canvas.getByRole('button', { name: 'Below: 0' }));
    expect(canvas.getByRole('button', { name: 'Below: 1' })).toBeVisible();
  },
};

/**
 * Prerendered: the region below keeps the server's markup, without script, while the part on
 * screen is hydrated; scrolled on screen, it is hydrated too.
 */
export const HydratedWhenScrolledOnScreen: Story = {
  play: async ({ canvasElement }) => {
    const { below, remove } = await hydratedPage(canvasElement);
    try {
      expect(below).not.toHaveAttribute('data-hydrated');
      expect(below).toHaveTextContent('Below: 0');
      below.scrollIntoView();
      await waitFor(() => expect(below).toHaveAttribute('data-hydrated'));
    } finally {
      remove();
    }
  },
};

/** A press on the region before it was hydrated is not lost: the region is hydrated on the spot and the press handled. */
export const APressBeforeHydrationIsHandled: Story = {
  play: async ({ canvasElement }) => {
    const { page, below, remove } = await hydratedPage(canvasElement);
    try {
      expect(below).not.toHaveAttribute('data-hydrated');
      await userEvent.click(page.getByRole('button', { name: 'Below: 0' }));
      expect(page.getByRole('button', { name: 'Below: 1' })).toBeInTheDocument();
      expect(below).toHaveAttribute('data-hydrated');
    } finally {
      remove();
    }
  },
};

/**
 * A link on screen followed while the region waits (an address change every region of the page
 * sees): the change completes, and the region, hydrated, shows it.
 */
export const ANavigationFromTheScreenCompletes: Story = {
  play: async ({ canvasElement }) => {
    const { page, below, remove } = await hydratedPage(canvasElement);
    try {
      expect(below).not.toHaveAttribute('data-hydrated');
      // Pressed as a shopper does, outside React's test scope (`act`), which changes how React schedules.
      const link = page.getByRole('button', { name: 'Go to the store' });
      link.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, isPrimary: true }));
      link.click();
      await waitFor(() => expect(page.getByRole('region', { name: 'On screen' })).toHaveTextContent('Address: #store'));
      expect(below).toHaveTextContent('Address: #store');
      expect(page.getByRole('region', { name: 'Below' })).toHaveAttribute('data-hydrated');
    } finally {
      remove();
    }
  },
};

/**
 * Back or forward while the region waits (an address change every region of the page sees, in a
 * transition, as the router makes it): the change completes, and the region, hydrated, shows it.
 */
export const AnAddressChangeWhileWaitingCompletes: Story = {
  play: async ({ canvasElement }) => {
    const { page, below, remove } = await hydratedPage(canvasElement);
    try {
      expect(below).not.toHaveAttribute('data-hydrated');
      window.history.pushState(null, '', '#pricing');
      window.dispatchEvent(new PopStateEvent('popstate'));
      const onScreen = page.getByRole('region', { name: 'On screen' });
      await waitFor(() => expect(onScreen).toHaveTextContent('Address: #pricing'));
      expect(below).toHaveTextContent('Address: #pricing');
      expect(page.getByRole('region', { name: 'Below' })).toHaveAttribute('data-hydrated');
    } finally {
      window.history.replaceState(null, '', window.location.pathname + window.location.search);
      remove();
    }
  },
};
