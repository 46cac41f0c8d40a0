import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SUBSCRIPTION_MESSAGES } from '@profit/contract';
import { subscriptionsHandlers } from '../../../mocks';
import { atViewport } from '../../../testing/viewports';
import { Footer } from './Footer';

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  args: { year: 2026 },
  parameters: { layout: 'fullscreen' },
  globals: atViewport('desktop1280'),
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

const expected: Record<string, Array<[string, string]>> = {
  Products: [
    ['Instagram Growth Playbook', '/products/instagram-growth-playbook'],
    ['WhatsApp Business Sales Kit', '/products/whatsapp-sales-kit'],
    ['Launch E-mail Sequences', '/products/launch-email-sequences'],
    ['Founder Metrics Dashboard', '/products/founder-metrics-dashboard'],
  ],
  'More Links': [
    ['Contact Us', '/contact-us'],
    ['Status', '/status'],
    ['Testimonials', '/testimonials'],
    ['Success Stories', '/success-stories'],
  ],
  Navigation: [
    ['About', '/about'],
    ['Store', '/#store'],
    ['Services', '/services'],
    ['Blog', '/blog'],
  ],
  Support: [
    ['Help Center', '/help-center'],
    ['Report a Bug', '/report-bug'],
    ['Chat Support', '/chat-support'],
    ['Documentation', '/documentation'],
  ],
};

async function expectNotice(canvasElement: HTMLElement, role: 'alert' | 'status', text: string) {
  const region = await within(canvasElement.ownerDocument.body).findByRole('region', { name: 'Notifications' });
  await waitFor(() => expect(within(region).getByRole(role)).toHaveTextContent(text));
}

/** The four groups at the addresses the shop serves, legal links, five social profiles, the year. */
export const Default: Story = {
  play: async ({ canvas }) => {
    for (const [group, links] of Object.entries(expected)) {
      const nav = canvas.getByRole('navigation', { name: group });
      const found = within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]);
      expect(found).toEqual(links);
    }
    for (const [name, href] of [
      ['Terms', '/terms'],
      ['Privacy', '/privacy'],
      ['Cookies', '/cookies'],
    ]) {
      expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    const social = within(canvas.getByRole('list', { name: 'Social media' })).getAllByRole('link');
    expect(social).toHaveLength(5);
    social.forEach((link) => expect(link).toHaveAttribute('rel', 'noopener noreferrer'));
    expect(canvas.getByText(/© 2026 Profit/)).toBeVisible();
  },
};

export const CurrentYearByDefault: Story = {
  args: { year: undefined },
  play: async ({ canvas }) => {
    expect(canvas.getByText(new RegExp(`© ${new Date().getFullYear()} Profit`))).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: atViewport('mobile375'),
};

/** The newsletter uses the hero's endpoint and messages: success clears the field. */
export const NewsletterSubscribes: Story = {
  play: async ({ canvas, canvasElement }) => {
    const form = canvas.getByRole('form', { name: 'Newsletter' });
    const field = within(form).getByRole('textbox', { name: 'Your e-mail address' });
    await userEvent.type(field, 'ravi@example.in');
    await userEvent.click(within(form).getByRole('button', { name: 'Subscribe' }));
    await expectNotice(canvasElement, 'status', SUBSCRIPTION_MESSAGES.checkInbox);
    expect(field).toHaveValue('');
  },
};

export const NewsletterFails: Story = {
  parameters: { msw: { handlers: { subscriptions: subscriptionsHandlers.networkFailure } } },
  play: async ({ canvas, canvasElement }) => {
    const form = canvas.getByRole('form', { name: 'Newsletter' });
    const field = within(form).getByRole('textbox', { name: 'Your e-mail address' });
    await userEvent.type(field, 'ravi@example.in');
    await userEvent.click(within(form).getByRole('button', { name: 'Subscribe' }));
    await expectNotice(canvasElement, 'alert', 'Something went wrong. Please try again.');
    expect(field).toHaveValue('ravi@example.in');
  },
};
