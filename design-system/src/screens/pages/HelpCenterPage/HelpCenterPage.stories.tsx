import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { REFUND_POLICY } from '../../../content/policies';
import { atViewport } from '../../../testing/viewports';
import { HelpCenterPage } from './HelpCenterPage';
import { screenDocs } from '../../../testing/screenDocs';

const meta = {
  title: 'Pages/HelpCenterPage',
  component: HelpCenterPage,
  parameters: {
    ...screenDocs({
      purpose:
        'Answers to common questions: three tabs (one open at a time), each an accordion (one answer open at a time). Typing in the search filters the questions of every tab, highlights the match, and says when nothing matches. Fixed content that ships with the app (from `content/`), prerendered for crawlers and link previews.',
      where: '`/help-center`, inside the site layout; linked from the footer.',
      calls: [],
      accessibility: [
        "One `<h1>` (the page header's title), focusable (`tabIndex=-1`), which the storefront focuses after each navigation.",
        'The tabs are a `tablist` (arrow keys move between tabs); each question is a button with `aria-expanded` controlling its answer.',
        'Search results are a labelled region, and the number found is announced by a `role="status"` line.',
        'Nothing matching shows the empty state with Clear search.',
      ],
    }),
    layout: 'fullscreen',
    route: '/help-center',
  },
} satisfies Meta<typeof HelpCenterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const opens = async (canvas: ReturnType<typeof within>) => {
  await expect(canvas.getByRole('heading', { level: 1, name: 'How can we help?' })).toHaveAttribute('tabindex', '-1');
  await expect(document.title).toBe('Help center | Profit');
  await expect(canvas.getAllByRole('tab').map((tab: HTMLElement) => tab.textContent)).toEqual([
    'Getting Started',
    'Billing & Payments',
    'Features & Usage',
  ]);
};

/** At phone width (375 px): the tabs and the first question open. */
export const Mobile: Story = { globals: atViewport('mobile375'), play: ({ canvas }) => opens(canvas) };

/** At desktop width (1280 px). */
export const Desktop: Story = { globals: atViewport('desktop1280'), play: ({ canvas }) => opens(canvas) };

/** One tab open at a time, and one answer open at a time inside it. */
export const TabsAndAccordion: Story = {
  globals: atViewport('desktop1280'),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Billing & Payments' }));
    await expect(canvas.getAllByRole('tabpanel')).toHaveLength(1);
    const panel = canvas.getByRole('tabpanel', { name: 'Billing & Payments' });
    const refund = within(panel).getByRole('button', { name: 'What is your refund policy?' });
    const price = within(panel).getByRole('button', { name: 'How much does a kit cost, and will I be charged again?' });
    await userEvent.click(price);
    await expect(price).toHaveAttribute('aria-expanded', 'true');
    await expect(within(panel).getByText(/Rs 499 per kit, paid once, yours to keep/)).toBeVisible();
    await userEvent.click(refund);
    await expect(refund).toHaveAttribute('aria-expanded', 'true');
    await expect(price).toHaveAttribute('aria-expanded', 'false');
    await expect(within(panel).getByText(REFUND_POLICY)).toBeVisible();
  },
};

/** Searching filters the questions of every tab as you type and marks the match. */
export const SearchAcrossTabs: Story = {
  globals: atViewport('desktop1280'),
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search the help center' }), 'gst');
    await expect(canvas.queryByRole('tablist')).toBeNull();
    const results = canvas.getByRole('region', { name: 'Search results' });
    await expect(within(results).getByRole('status')).toHaveTextContent('answers match “gst”');
    // Matches from two tabs: Billing & Payments and Getting Started.
    await expect(within(results).getByRole('heading', { level: 2, name: 'Billing & Payments' })).toBeVisible();
    await expect(within(results).getByRole('heading', { level: 2, name: 'Getting Started' })).toBeVisible();
    const marks = results.querySelectorAll('mark');
    await expect(marks.length).toBeGreaterThan(0);
    for (const mark of marks) await expect(mark.textContent?.toLowerCase()).toBe('gst');
  },
};

/** Nothing matches: the empty state, and Clear search brings the tabs back. */
export const NoResults: Story = {
  globals: atViewport('mobile375'),
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search the help center' }), 'wedding cards');
    await expect(canvas.getByRole('status')).toHaveTextContent('No answers match “wedding cards”.');
    await expect(canvas.getByRole('heading', { name: 'Nothing found' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(canvas.getByRole('tablist', { name: 'Help topics' })).toBeVisible();
  },
};
