import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SAMPLE_IDENTITY_NOTE, SAMPLE_SHOP_IDENTITY, SUBSCRIPTION_MESSAGES } from '@profit/contract';
import { CONFIGURED_SHOP_IDENTITY, shopIdentityHandlers, subscriptionsHandlers } from '../../../mocks';
import { atViewport } from '../../../testing/viewports';
import { Footer } from './Footer';
import { screenDocs } from '../../../testing/screenDocs';

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  argTypes: { year: { control: { type: 'number', min: 2020, step: 1 } } },
  args: { year: 2026 },
  parameters: {
    ...screenDocs({
      purpose:
        "The footer of every page: brand and tagline, the newsletter sign-up, four groups of links, the seller's identity (name, address, GSTIN, contacts) once the server answers, the copyright year, the legal and policy pages, and the social profiles the shop configured.",
      where: 'The foot of every page but `/products`, through `SiteLayout`.',
      calls: ['shopIdentity', 'subscribe'],
      accessibility: [
        'The `contentinfo` landmark; each link group is a `nav` named by its title, the legal and policy links a list named "Legal".',
        'The newsletter form is named "Newsletter", its field labelled; success and failure are announced as notifications (a polite status, an alert).',
        "Without the seller's identity (the call failed) every link still shows; nothing waits on it.",
      ],
    }),
    layout: 'fullscreen',
  },
  globals: atViewport('desktop1280'),
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Try `year` from the Controls panel. */
export const Playground: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    visual: { reason: 'its default args are the picture of Default' },
  },
  play: async ({ canvas, args }) => {
    expect(canvas.getByText(new RegExp(`© ${args.year ?? new Date().getFullYear()} Profit`))).toBeVisible();
  },
};

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

/**
 * The four groups at the addresses the shop serves, the terms, privacy, cookies, refund, delivery
 * and grievance pages, the year, and a demo shop's sample seller identity, marked as a sample. A
 * demo configures no social profile, so none is linked.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    for (const [group, links] of Object.entries(expected)) {
      const nav = canvas.getByRole('navigation', { name: group });
      const found = within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]);
      expect(found).toEqual(links);
    }
    const legal = within(canvas.getByRole('list', { name: 'Legal' }))
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(legal).toEqual([
      ['Terms', '/terms'],
      ['Privacy', '/privacy'],
      ['Cookies', '/cookies'],
      ['Refund policy', '/refund-policy'],
      ['Delivery policy', '/delivery-policy'],
      ['Grievances', '/grievance'],
    ]);
    const identity = (await canvas.findByText(/Sold by/)).closest('address')!;
    expect(identity).toHaveTextContent(SAMPLE_SHOP_IDENTITY.legalName);
    expect(identity).toHaveTextContent(`GSTIN ${SAMPLE_SHOP_IDENTITY.gstin}`);
    expect(identity).toHaveTextContent(SAMPLE_SHOP_IDENTITY.businessHours);
    expect(identity).toHaveTextContent(SAMPLE_IDENTITY_NOTE);
    expect(within(identity).getByRole('link', { name: SAMPLE_SHOP_IDENTITY.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${SAMPLE_SHOP_IDENTITY.supportEmail}`,
    );
    expect(canvas.queryByRole('list', { name: 'Social media' })).toBeNull();
    expect(canvas.getByText(/© 2026 Profit/)).toBeVisible();
  },
};

/** A live shop's identity, not a sample, and only the two social profiles it configured. */
export const ConfiguredWithSocials: Story = {
  parameters: { msw: { handlers: { shopIdentity: shopIdentityHandlers.configured } } },
  play: async ({ canvas }) => {
    const identity = (await canvas.findByText(CONFIGURED_SHOP_IDENTITY.legalName)).closest('address')!;
    expect(identity).toHaveTextContent(CONFIGURED_SHOP_IDENTITY.address);
    expect(identity).toHaveTextContent(CONFIGURED_SHOP_IDENTITY.supportPhone);
    expect(identity).not.toHaveTextContent(SAMPLE_IDENTITY_NOTE);
    const social = within(await canvas.findByRole('list', { name: 'Social media' })).getAllByRole('link');
    expect(social.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['Profit on Instagram', 'https://www.instagram.com/profit.example'],
      ['Profit on LinkedIn', 'https://www.linkedin.com/company/profit-example'],
    ]);
    social.forEach((link) => expect(link).toHaveAttribute('rel', 'noopener noreferrer'));
  },
};

/** Phone width with a configured identity: the seller's lines wrap under the link groups. */
export const ConfiguredMobile: Story = {
  globals: atViewport('mobile375'),
  parameters: { msw: { handlers: { shopIdentity: shopIdentityHandlers.configured } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(CONFIGURED_SHOP_IDENTITY.legalName)).toBeVisible();
  },
};

/** The identity could not be read: the footer still offers every link, without the seller's lines. */
export const IdentityUnavailable: Story = {
  parameters: { msw: { handlers: { shopIdentity: shopIdentityHandlers.serverError } } },
  play: async ({ canvas }) => {
    expect(canvas.getByRole('link', { name: 'Refund policy' })).toHaveAttribute('href', '/refund-policy');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(canvas.queryByText(/Sold by/)).toBeNull();
  },
};

/** No `year` given: the current year in the copyright line. */
export const CurrentYearByDefault: Story = {
  args: { year: undefined },
  play: async ({ canvas }) => {
    expect(canvas.getByText(new RegExp(`© ${new Date().getFullYear()} Profit`))).toBeVisible();
    await identityShown(canvas);
  },
};

/** At phone width (375 px). */
export const Mobile: Story = {
  globals: atViewport('mobile375'),
  play: async ({ canvas }) => identityShown(canvas),
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
    await identityShown(canvas);
  },
};

/** The newsletter's request fails: an alert with the fallback words, the address kept in the field. */
export const NewsletterFails: Story = {
  parameters: { msw: { handlers: { subscriptions: subscriptionsHandlers.slowNetworkFailure } } },
  play: async ({ canvas, canvasElement }) => {
    const form = canvas.getByRole('form', { name: 'Newsletter' });
    const field = within(form).getByRole('textbox', { name: 'Your e-mail address' });
    await userEvent.type(field, 'ravi@example.in');
    await userEvent.click(within(form).getByRole('button', { name: 'Subscribe' }));
    await expectNotice(canvasElement, 'alert', 'Something went wrong. Please try again.');
    expect(field).toHaveValue('ravi@example.in');
    await identityShown(canvas);
  },
};

/** Pictured once the seller's identity has arrived (GET /api/shop-identity), never half-way. */
async function identityShown(canvas: { findByText: (text: RegExp) => Promise<HTMLElement> }) {
  await expect(await canvas.findByText(/Sold by/)).toBeVisible();
}
