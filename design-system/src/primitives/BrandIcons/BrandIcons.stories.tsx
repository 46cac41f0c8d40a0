import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { theme } from '../../tokens';
import { GoogleMark, socialIcons } from './BrandIcons';

const meta = {
  title: 'Primitives/BrandIcons',
  component: GoogleMark,
} satisfies Meta<typeof GoogleMark>;

export default meta;
type Story = StoryObj<typeof meta>;

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

export const Google: Story = {
  args: { size: 'lg', title: 'Google' },
  play: async ({ canvas }) => {
    const mark = canvas.getByRole('img', { name: 'Google' });
    expect(mark.querySelectorAll('path')).toHaveLength(4);
  },
};

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
