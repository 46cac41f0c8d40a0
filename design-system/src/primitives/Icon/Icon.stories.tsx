import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { componentDocs, radioOf, selectOf } from '../../testing/componentDocs';
import { CartIcon, icons, type IconName } from './Icon';
import { IconByName } from './IconByName';

const meta = {
  title: 'Primitives/Icon',
  component: IconByName,
  args: { name: 'Cart' },
  argTypes: {
    name: selectOf(Object.keys(icons) as IconName[]),
    size: radioOf(['sm', 'md', 'lg', 'xl']),
    title: { control: 'text' },
  },
  parameters: componentDocs({
    purpose:
      "The store's outline icons (24 px grid, stroked in the text colour around them), used beside a label to " +
      "help it be recognised: the cart, search, close, a tone's mark. Import each by name (`CartIcon`) so a " +
      'bundle keeps only the icons its screens use.',
    avoid: [
      'An icon alone as a control: use `IconButton`, which requires a label.',
      "A brand's mark (payment methods, social networks): use `BrandIcons`.",
      'Decoration for its own sake: an icon should help recognise the label beside it.',
    ],
    accessibility: [
      'Decorative by default: `aria-hidden` and `focusable="false"`, so the label beside it is what is read.',
      'With `title` it becomes `role="img"` named by the title: only for an icon that means something with no text beside it.',
      'It takes `currentColor`, so it keeps the contrast of the text around it.',
    ],
  }),
} satisfies Meta<typeof IconByName>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Try every prop from the Controls panel. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    expect(canvasElement.querySelector(`svg[data-icon="${args.name}"]`)).not.toBeNull();
  },
};

/** Every icon of the set, by name, at `lg`. */
export const Gallery: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(7rem, 1fr))',
        gap: 16,
        listStyle: 'none',
        padding: 0,
      }}
    >
      {(Object.keys(icons) as IconName[]).map((name) => {
        const Icon = icons[name];
        return (
          <li key={name} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4 }}>
            <Icon size="lg" />
            <span>{name}</span>
          </li>
        );
      })}
    </ul>
  ),
  play: async ({ canvasElement, canvas }) => {
    expect(canvas.getAllByRole('listitem')).toHaveLength(Object.keys(icons).length);
    for (const svg of canvasElement.querySelectorAll('svg')) {
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      expect(svg.getBoundingClientRect().width).toBe(24);
    }
  },
};

/** Without `title`: hidden from assistive technology. */
export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
  },
};

/** With `title`: an image named by it. */
export const Labelled: Story = {
  args: { title: 'Cart', size: 'lg' },
  play: async ({ canvas }) => {
    const icon = canvas.getByRole('img', { name: 'Cart' });
    expect(icon.getBoundingClientRect().width).toBe(24);
  },
};

/** It strokes in the colour of the text around it. */
export const InheritsColour: Story = {
  render: () => (
    <span style={{ color: 'rgb(31, 122, 52)' }}>
      <CartIcon title="Cart" />
    </span>
  ),
  play: async ({ canvas }) => {
    expect(getComputedStyle(canvas.getByRole('img', { name: 'Cart' })).stroke).toBe('rgb(31, 122, 52)');
  },
};
