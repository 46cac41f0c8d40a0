import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { componentDocs, radioOf, selectOf } from '../../testing/componentDocs';
import { theme } from '../../tokens';
import { GoogleMark, socialIcons } from './BrandIcons';
import { BrandIconByName, brandIcons, type BrandName } from './BrandIconByName';

const meta = {
  title: 'Primitives/BrandIcons',
  component: BrandIconByName,
  args: { brand: 'Google' },
  argTypes: {
    brand: selectOf(Object.keys(brandIcons) as BrandName[]),
    size: radioOf(['sm', 'md', 'lg', 'xl']),
    title: { control: 'text' },
  },
  parameters: componentDocs({
    purpose:
      'Other companies\' marks, drawn as they require: Google\'s four-colour "G" on the Sign in with Google ' +
      "button, and the social networks' marks (in the text colour around them) on links to the shop's " +
      'profiles. Import each by name (`GoogleMark`, `InstagramIcon`), or `socialIcons` for the five in order.',
    avoid: [
      "The store's own symbols (cart, search, close): use `Icon`, drawn in the store's outline style.",
      "The store's logo: use `Logo`.",
      "Recolouring Google's mark or drawing it without its button: Google's branding rules fix both.",
      'A mark alone as a control: put it in a link or button that has a name (or use `IconButton`).',
    ],
    accessibility: [
      'Decorative by default: `aria-hidden` and `focusable="false"`, so the link or button around it is named by its own text or `aria-label` ("Profit on Instagram").',
      'With `title` it becomes `role="img"` named by the title: only for a mark that stands alone.',
      "The social marks take `currentColor` and keep the contrast of the text around them; Google's mark keeps its own colours on the button's light surface.",
    ],
  }),
} satisfies Meta<typeof BrandIconByName>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Try every prop from the Controls panel. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const mark = canvasElement.querySelector(`svg[data-icon="${args.brand}"]`);
    expect(mark).not.toBeNull();
    if (args.title) expect(mark).toHaveAttribute('aria-label', args.title);
    else expect(mark).toHaveAttribute('aria-hidden', 'true');
  },
};

/** The five social networks as links on ink, each named by its link, the marks hidden. */
export const SocialLinks: Story = {
  render: () => (
    <ul
      style={{
        display: 'flex',
        gap: 16,
        listStyle: 'none',
        margin: 0,
        padding: 24,
        background: theme.colors.surfaceInk,
        color: theme.colors.textInverse,
      }}
    >
      {socialIcons.map(({ name, Icon }) => (
        <li key={name}>
          <a href={`#${name.toLowerCase()}`} aria-label={`Profit on ${name}`} style={{ color: 'inherit' }}>
            <Icon size="lg" />
          </a>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    for (const name of ['Facebook', 'Instagram', 'X', 'LinkedIn', 'YouTube'])
      expect(canvas.getByRole('link', { name: `Profit on ${name}` }).querySelector('svg')).toHaveAttribute(
        'aria-hidden',
        'true',
      );
  },
};

/** Google's mark standing alone, named by `title`, in its four colours. */
export const Google: Story = {
  args: { brand: 'Google', size: 'lg', title: 'Google' },
  play: async ({ canvas }) => {
    const mark = canvas.getByRole('img', { name: 'Google' });
    expect(mark.querySelectorAll('path')).toHaveLength(4);
  },
};

/** Google's mark on its sign-in button, hidden: the button's text names it. */
export const GoogleButtonMark: Story = {
  render: () => (
    <button type="button" style={{ display: 'inline-flex', gap: 8, alignItems: 'center', padding: '8px 16px' }}>
      <GoogleMark /> Sign in with Google
    </button>
  ),
  play: async ({ canvas }) => {
    expect(canvas.getByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
  },
};
