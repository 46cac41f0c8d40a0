import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { displayName, formatRupees, GENERIC_ERROR_MESSAGES } from '@profit/contract';
import { errorMessage } from '../api/errors';
import { useProfileQuery } from '../api/auth';
import { useProductsQuery } from '../api/catalogue';
import { useOrdersQuery } from '../api/orders';
import { authHandlers, catalogueHandlers, ordersHandlers } from '../mocks';
import { Banner, Button, Spinner } from '../primitives';
import { useAppDispatch, useAppSelector } from '../state/hooks';
import { selectUser } from '../state/sessionSlice';
import { signOut } from '../state/thunks';
import { signedInStore, signedOutStore } from './storyState';

/**
 * The harness itself, as stories: each proves one rule every screen relies on: MSW answers in
 * the browser, a story picks an error path by its handlers, a 401 sends the memory router to
 * /signin, and sign-out clears the session.
 */
function SessionProbe() {
  const user = useAppSelector(selectUser);
  const profile = useProfileQuery(undefined, { skip: !user });
  const orders = useOrdersQuery(undefined, { skip: !user });
  const dispatch = useAppDispatch();
  if (!user) return <p>Signed out</p>;
  return (
    <section aria-label="Session">
      <p>Hi, {displayName(profile.data?.user ?? user)}!</p>
      {orders.isLoading && <Spinner label="Loading orders..." />}
      {orders.data && <p>{orders.data.orders.length} order(s)</p>}
      {orders.error && (
        <Banner tone="danger">{errorMessage(orders.error, 'Your orders cannot be shown right now.')}</Banner>
      )}
      <Button variant="secondary" onClick={() => void dispatch(signOut())}>
        Sign Out
      </Button>
    </section>
  );
}

function CatalogueProbe() {
  const { data, error, isLoading } = useProductsQuery();
  if (isLoading) return <Spinner label="Loading products..." />;
  if (error) return <Banner tone="danger">{errorMessage(error, 'Products could not be loaded.')}</Banner>;
  return (
    <ul aria-label="Products">
      {data?.products.map((product) => (
        <li key={product.id}>
          {product.title}: {formatRupees(product.price)}
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Harness/API and session',
  component: SessionProbe,
  // Test-only: hidden from the designers' sidebar and docs, still run by the story tests.
  tags: ['!dev', '!autodocs'],
  // Each story in its own frame on the docs page: one page-wide set of mock handlers would
  // show the happy path under every error story.
  parameters: { docs: { story: { inline: false, iframeHeight: 320 } }, store: signedInStore(), route: '/cart' },
} satisfies Meta<typeof SessionProbe>;

export default meta;
type Story = StoryObj<typeof meta>;

const location = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('story-location');

export const SignedInFromMocks: Story = {
  play: async ({ canvas }) => {
    expect(await canvas.findByText('1 order(s)')).toBeVisible();
    expect(canvas.getByText('Hi, Asha Rao!')).toBeVisible();
  },
};

export const SignOutClearsEverything: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('1 order(s)');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Out' }));
    expect(await canvas.findByText('Signed out')).toBeVisible();
    expect(['token', 'profit_user', 'profit_cart'].map((key) => window.localStorage.getItem(key))).toEqual([
      null,
      null,
      null,
    ]);
  },
};

/** Any 401 clears the token and stored user, and the router goes to /signin. */
export const ExpiredSessionRedirects: Story = {
  parameters: { msw: { handlers: { orders: ordersHandlers.unauthorized } } },
  play: async ({ canvas, canvasElement }) => {
    expect(location(canvasElement)).toHaveTextContent('/cart');
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent('/signin'));
    expect(await canvas.findByText('Signed out')).toBeVisible();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('profit_user')).toBeNull();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { orders: ordersHandlers.serverError } } },
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
  },
};

export const NetworkFailure: Story = {
  parameters: { msw: { handlers: { orders: ordersHandlers.networkFailure } } },
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('alert')).toHaveTextContent('Your orders cannot be shown right now.');
  },
};

export const NeverAnswers: Story = {
  parameters: { msw: { handlers: { orders: ordersHandlers.neverAnswers } } },
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('status')).toHaveTextContent('Loading orders...');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(canvas.getByRole('status')).toHaveTextContent('Loading orders...');
  },
};

export const ProfileFailsGreetingFallsBack: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.serverError } } },
  play: async ({ canvas }) => {
    await canvas.findByText('1 order(s)');
    expect(canvas.getByText('Hi, Asha Rao!')).toBeVisible();
  },
};

export const Catalogue: Story = {
  render: () => <CatalogueProbe />,
  parameters: { store: signedOutStore() },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Products' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    expect(list).toHaveTextContent('Instagram Growth Playbook: Rs 499.00');
  },
};

export const CatalogueServerMessage: Story = {
  render: () => <CatalogueProbe />,
  parameters: { store: signedOutStore(), msw: { handlers: { catalogue: catalogueHandlers.serviceUnavailable } } },
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('alert')).toHaveTextContent(GENERIC_ERROR_MESSAGES.serviceUnavailable);
  },
};
