import { http, HttpResponse } from 'msw';
import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { displayName, formatRupees } from '@profit/contract';
import { authHandlers, STORY_TOKEN } from '../mocks';
import { apiUrl } from '../mocks/http';
import { Spinner } from '../primitives';
import { selectCartLines } from '../state/cartSlice';
import { useAppDispatch, useAppSelector } from '../state/hooks';
import { selectSessionStatus, selectUser } from '../state/sessionSlice';
import { CART_KEY, TOKEN_KEY, USER_KEY } from '../state/storageKeys';
import { startSession } from '../state/thunks';

/** What the app shows while and after the start sequence runs (spec, section 4). */
function AppStart() {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectSessionStatus);
  const user = useAppSelector(selectUser);
  const lines = useAppSelector(selectCartLines);
  useEffect(() => {
    void dispatch(startSession());
  }, [dispatch]);
  if (status === 'unknown' || status === 'checking') return <Spinner label="Checking your session..." />;
  return (
    <section aria-label="Session">
      <p>{user ? `Hi, ${displayName(user)}` : 'Guest'}</p>
      <ul aria-label="Cart">
        {lines.map((line) => (
          <li key={line.cartId}>
            {line.title}: {formatRupees(line.pricePaise)}
          </li>
        ))}
      </ul>
    </section>
  );
}

const storedUser = JSON.stringify({ name: 'Asha Rao', username: 'asha', email: 'asha@example.in' });

const meta = {
  title: 'Harness/App start',
  component: AppStart,
  // Test-only: hidden from the designers' sidebar and docs, still run by the story tests.
  tags: ['!dev', '!autodocs'],
  // Each story in its own frame on the docs page (its own mock handlers), not the happy path for all.
  parameters: {
    docs: { story: { inline: false, iframeHeight: 320 } },
    store: { storage: { [TOKEN_KEY]: STORY_TOKEN, [USER_KEY]: storedUser } },
  },
} satisfies Meta<typeof AppStart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StoredSessionConfirmed: Story = {
  play: async ({ canvas }) => {
    expect(canvas.getByRole('status')).toHaveTextContent('Checking your session...');
    expect(await canvas.findByText('Hi, Asha Rao')).toBeVisible();
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe(STORY_TOKEN);
  },
};

/** The server answers, but not with a profile: the stored session is removed (spec, section 4). */
export const ProfileFailsSignsOut: Story = {
  parameters: {
    msw: { handlers: { auth: [http.get(apiUrl('/auth/profile'), () => HttpResponse.json({ user: null }))] } },
  },
  play: async ({ canvas }) => {
    expect(await canvas.findByText('Guest')).toBeVisible();
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(window.localStorage.getItem(USER_KEY)).toBeNull();
  },
};

/**
 * The server cannot be reached (or fails): that says nothing about the session, so the shopper
 * stays signed in as the stored user rather than being signed out by an outage.
 */
export const ServerUnreachableKeepsSession: Story = {
  parameters: {
    msw: { handlers: { auth: authHandlers.networkFailure } },
    chromatic: { disableSnapshot: true },
    visual: { reason: 'the same picture as Stored Session Confirmed' },
  },
  play: async ({ canvas }) => {
    expect(await canvas.findByText('Hi, Asha Rao')).toBeVisible();
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe(STORY_TOKEN);
    expect(JSON.parse(window.localStorage.getItem(USER_KEY) ?? 'null')).toEqual(JSON.parse(storedUser));
  },
};

/** A cart saved by the original store: `id` instead of `cartId`, prices as "$499" strings. */
export const LegacyCartRestored: Story = {
  parameters: {
    store: {
      storage: {
        [CART_KEY]: JSON.stringify([
          {
            id: 'whatsapp-sales-kit',
            title: 'WhatsApp Sales Kit',
            description: 'Scripts',
            price: '$499',
            image: '/products/whatsapp-sales-kit/preview-640.jpg',
            category: 'Marketing',
            cartId: 1732500000000,
          },
          {
            id: 1732500000001,
            title: 'Starter CRM for Notion',
            description: 'CRM',
            price: 499,
            image: '/products/starter-crm-notion/preview-640.jpg',
            category: 'CRM',
          },
        ]),
      },
    },
  },
  play: async ({ canvas }) => {
    expect(await canvas.findByText('Hi, Asha Rao')).toBeVisible();
    const cart = canvas.getByRole('list', { name: 'Cart' });
    expect(
      within(cart)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['WhatsApp Sales Kit: Rs 499.00', 'Starter CRM for Notion: Rs 499.00']);
    const saved = JSON.parse(window.localStorage.getItem(CART_KEY)!) as Array<{
      cartId: string;
      productId: string;
      pricePaise: number;
    }>;
    expect(saved.map(({ cartId, productId, pricePaise }) => ({ cartId, productId, pricePaise }))).toEqual([
      { cartId: '1732500000000', productId: 'whatsapp-sales-kit', pricePaise: 49_900 },
      { cartId: '1732500000001', productId: 'starter-crm-notion', pricePaise: 49_900 },
    ]);
  },
};
