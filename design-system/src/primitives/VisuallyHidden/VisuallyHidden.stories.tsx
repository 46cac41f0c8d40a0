import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { componentDocs } from '../../testing/componentDocs';
import { Button } from '../Button';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'in your cart' },
  argTypes: { children: { control: 'text' } },
  parameters: componentDocs({
    purpose:
      'Text for screen readers only: it is read but takes no room on screen. For words the eye gets from the ' +
      'layout but a listener would miss ("Download *invoices* CSV" in a table of downloads, "(opens in a new ' +
      'tab)", a spinner\'s "Loading"). `as="label"` makes it a hidden label.',
    avoid: [
      "Naming an icon-only control: `IconButton`'s `label` does it.",
      'Hiding something from everybody: use `hidden` or do not render it.',
      'Text sighted users need too: if it helps a listener it usually helps a reader, so show it.',
    ],
    accessibility: [
      'Clipped to 1 px and taken out of the flow, but not `display: none`: assistive technology reads it in its place.',
      'It is a `span` and adds no role; given `role="status"` it becomes a live region that announces changes (the cart button\'s "2 items in your cart").',
      'Never put focusable content in it: a focused element nobody can see is lost.',
    ],
  }),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Edit the hidden text from the Controls panel: nothing shows, but it is in the page's text. */
export const Playground: Story = {
  render: (args) => (
    <p>
      2 items
      <VisuallyHidden {...args} />
    </p>
  ),
  play: async ({ canvas, args }) => {
    const hidden = canvas.getByText(String(args.children));
    expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    expect(hidden).not.toHaveStyle({ display: 'none' });
  },
};

/** A button that shows "Download CSV" and is named "Download invoices CSV". */
export const CompletesAButtonsName: Story = {
  render: () => (
    <Button variant="secondary" size="sm">
      Download<VisuallyHidden> invoices</VisuallyHidden> CSV
    </Button>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Download invoices CSV' });
    expect(button).toBeInTheDocument();
  },
};
