import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { CATALOGUE, formatRupees } from '@profit/contract';
import { componentDocs, noControl, radioOf, selectOf } from '../../testing/componentDocs';
import { stopsUnderReducedMotion } from '../../testing/reducedMotion';
import { space } from '../../tokens';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Card, CardBody, CardFooter, CardImage, CardTitle, ImageLoadingProvider } from './Card';

const product = CATALOGUE[0]!;

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: { as: 'article', style: { maxWidth: 320 } },
  argTypes: {
    as: radioOf(['article', 'section', 'div', 'li']),
    padding: selectOf(Object.keys(space)),
    elevated: { control: 'boolean' },
    interactive: { control: 'boolean' },
    children: noControl,
    style: { table: { disable: true } },
  },
  parameters: {
    layout: 'padded',
    ...componentDocs({
      purpose:
        'A surface that groups one thing so it can be scanned among others: a product in the store, a plan, a ' +
        'testimonial, an order summary. Compose it from `CardImage` (full-bleed, `alt` required), `CardTitle`, ' +
        '`CardBody` and `CardFooter` (price and action).',
      avoid: [
        "Laying out a page's sections: use `Section`, `Container` and `Stack`; a card inside a card is a sign of this.",
        'A quote with its author: use `QuoteCard`.',
        'Rows of data to compare: use `Table`.',
        'Making the whole card a link: keep one real link or button inside it, so it is announced once.',
      ],
      accessibility: [
        'Pick the element with `as`: `article` for a self-contained item (a product), `section` with a label for a part of the page, `li` inside a list.',
        'Name an `article` or `section` with `aria-labelledby` pointing at its `CardTitle`, so it is announced by name.',
        '`interactive` lifts it on hover and on keyboard focus within, so keyboard users see the same cue; the lift stops under reduced motion.',
        'A card\'s image is decorative (`alt=""`) when the title says the same.',
      ],
    }),
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Try every prop from the Controls panel. */
export const Playground: Story = {
  args: {
    children: (
      <>
        <CardTitle>Order Summary</CardTitle>
        <CardBody>Shipping: Free</CardBody>
      </>
    ),
  },
  play: async ({ canvas }) => {
    expect(canvas.getByText('Order Summary')).toBeVisible();
  },
};

/** A labelled section with a title and a line of text. */
export const Plain: Story = {
  args: {
    as: 'section',
    'aria-label': 'Order Summary',
    children: (
      <>
        <CardTitle>Order Summary</CardTitle>
        <CardBody>Shipping: Free</CardBody>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Order Summary' });
    expect(card).toHaveTextContent('Shipping: Free');
  },
};

const onAdd = fn();

const productArgs = {
  interactive: true,
  elevated: true,
  'aria-labelledby': 'card-title',
  children: (
    <>
      <CardImage src={product.image} alt="" />
      <Badge tone="info">{product.category}</Badge>
      <CardTitle id="card-title">{product.title}</CardTitle>
      <CardBody>{product.description}</CardBody>
      <CardFooter>
        <strong>{formatRupees(product.price)}</strong>
        <Button size="sm" onClick={onAdd}>
          Add to Cart
        </Button>
      </CardFooter>
    </>
  ),
} as const;

/** A product in the store: image, category, title, description, price and Add to Cart; elevated and interactive. */
export const Product: Story = {
  args: productArgs,
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: product.title });
    expect(card).toHaveTextContent('Rs 499.00');
    expect(stopsUnderReducedMotion(card, 'transition')).toBe(true);
    const image = card.querySelector('img')!;
    await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
    expect(getComputedStyle(card).transform).toBe('none');
  },
};

/** Tab reaches its action and the card lifts, as it does under the pointer; the action works. */
export const KeyboardFocusLifts: Story = {
  args: productArgs,
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: product.title });
    await userEvent.tab();
    expect(canvas.getByRole('button', { name: 'Add to Cart' })).toHaveFocus();
    await waitFor(() => expect(getComputedStyle(card).transform).not.toBe('none'));
    await userEvent.keyboard('{Enter}');
    expect(onAdd).toHaveBeenCalledTimes(1);
  },
};

/** `loading` reaches the image: lazy by default in the shop, eager when asked (above the fold). */
export const ImageLoading: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: '1fr 1fr', maxWidth: 560 }}>
      <Card as="article" aria-label="Eager">
        <CardImage src={`/products/${product.id}.svg`} alt="" loading="eager" />
      </Card>
      <ImageLoadingProvider loading="lazy">
        <Card as="article" aria-label="Default">
          <CardImage src={`/products/${product.id}.svg`} alt="" />
        </Card>
      </ImageLoadingProvider>
    </div>
  ),
  play: async ({ canvas }) => {
    expect(canvas.getByRole('article', { name: 'Eager' }).querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(canvas.getByRole('article', { name: 'Default' }).querySelector('img')).toHaveAttribute('loading', 'lazy');
  },
};
