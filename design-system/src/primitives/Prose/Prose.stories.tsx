import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { atViewport } from '../../testing/viewports';
import { Prose } from './Prose';
import { componentDocs, noControl } from '../../testing/componentDocs';

const meta = {
  title: 'Primitives/Prose',
  component: Prose,
  args: {
    children: (
      <>
        <h2>Refunds</h2>
        <p>
          If a tool does not do what its page says, write to us within 14 days of buying it and we refund the full
          amount to the card, UPI account or wallet you paid with. Refunds reach most banks in five to seven working
          days.
        </p>
        <h3>What we need from you</h3>
        <ul>
          <li>The e-mail address you bought with.</li>
          <li>
            The order number, shown on your <a href="#profile">profile</a>.
          </li>
          <li>A line on what went wrong, so we can fix it for the next founder.</li>
        </ul>
        <blockquote>We would rather refund a tool than keep money for something that did not help you.</blockquote>
        <p>
          Developers can check an order&apos;s state with <code>GET /api/orders</code>.
        </p>
      </>
    ),
  },
  argTypes: { children: noControl },
  parameters: componentDocs({
    purpose:
      'Long-form copy written as plain HTML (headings, paragraphs, lists, links, quotes): policies, the blog, help ' +
      'articles. It sets the reading measure, line height and the space between elements, so authors write markup ' +
      'only. It has no props: what it shows is its children.',
    avoid: [
      'Interface text (labels, short descriptions, cards): use `Text` and `Heading`.',
      'Laying out a page: use `Section`, `Container` and `Stack`.',
    ],
    accessibility: [
      'Write real elements (`h2`, `p`, `ul`, `a`): their roles and the heading outline are what screen readers navigate by.',
      "Keep heading levels in order under the page's `h1`.",
      'Lines are held to 40rem, easier to follow, and links are underlined, so colour is not their only cue.',
    ],
  }),
} satisfies Meta<typeof Prose>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A policy: headings, paragraphs, a list and links at the reading measure. */
export const Article: Story = {
  globals: atViewport('desktop1280'),
  play: async ({ canvas, canvasElement }) => {
    const prose = canvasElement.querySelector('h2')!.parentElement!;
    expect(prose.getBoundingClientRect().width).toBeLessThanOrEqual(640);
    expect(canvas.getByRole('heading', { level: 2, name: 'Refunds' })).toBeInTheDocument();
    // Relaxed leading for long reading: 1.7 × 16 px.
    expect(getComputedStyle(prose.querySelector('p')!).lineHeight).toBe('27.2px');
  },
};

/** The same on a phone. */
export const OnPhone: Story = {
  globals: atViewport('mobile375'),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    expect(list.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};
