import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { CATALOGUE, formatRupees } from '@profit/contract';
import { stopsUnderReducedMotion } from '../../testing/reducedMotion';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Card, CardBody, CardFooter, CardImage, CardTitle, ImageLoadingProvider } from './Card';

const product = CATALOGUE[0]!;

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: { as: 'article', style: { maxWidth: 320 } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

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

export const Product: Story = {
  args: {
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
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: product.title });
    expect(card).toHaveTextContent('Rs 499.00');
    expect(stopsUnderReducedMotion(card, 'transition')).toBe(true);
    const image = card.querySelector('img')!;
    await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
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
