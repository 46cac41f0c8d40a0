import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { atViewport } from '../../../testing/viewports';
import { ChatSupportPage } from './ChatSupportPage';
import { screenDocs } from '../../../testing/screenDocs';

const meta = {
  title: 'Pages/ChatSupportPage',
  component: ChatSupportPage,
  parameters: {
    ...screenDocs({
      purpose:
        'A conversation with the automated assistant: it answers after 1 s from the help content (the help center and the guides, searched in full text) with the article linked, or says it found nothing and points to the contact page. It says it is automated; no person and no server is involved.',
      where: '`/chat-support`, inside the site layout; linked from the footer and the help center.',
      calls: [],
      accessibility: [
        "One `<h1>` (the page header's title), focusable (`tabIndex=-1`), which the storefront focuses after each navigation.",
        'The conversation is a `role="log"` with `aria-live="polite"`: each reply is announced as it arrives, without interrupting.',
        'The log is named "Conversation" and can be focused to scroll it; the field is labelled "Your message" in a form named "Send a message"; empty or blank messages are ignored, so nothing is announced for them.',
      ],
    }),
    layout: 'fullscreen',
    route: '/chat-support',
  },
} satisfies Meta<typeof ChatSupportPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const log = (canvas: ReturnType<typeof within>) => canvas.getByRole('log', { name: 'Conversation' });
const messages = (canvas: ReturnType<typeof within>) => within(log(canvas)).getAllByRole('listitem');
const send = async (canvas: ReturnType<typeof within>, text: string) => {
  await userEvent.type(canvas.getByRole('textbox', { name: 'Your message' }), text);
  await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
};

/** The greeting says it is an automated assistant; the log is announced politely. */
export const Mobile: Story = {
  globals: atViewport('mobile375'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Chat with support' })).toHaveAttribute(
      'tabindex',
      '-1',
    );
    await expect(document.title).toBe('Chat support | Profit');
    await expect(log(canvas)).toHaveAttribute('aria-live', 'polite');
    await expect(canvas.getByText('Automated assistant, not a person')).toBeVisible();
    await expect(messages(canvas)).toHaveLength(1);
    await expect(messages(canvas)[0]).toHaveTextContent(/Profit Assistant \(automated\)/);
  },
};

/** The `Mobile` story at desktop width (1280 px). */
export const Desktop: Story = {
  globals: atViewport('desktop1280'),
  play: async ({ canvas }) => {
    await expect(messages(canvas)[0]).toHaveTextContent('an automated assistant');
  },
};

/** A question the help center answers: the user's message at once, the matching answer after 1 s. */
export const AnswersFromTheHelpCenter: Story = {
  globals: atViewport('desktop1280'),
  play: async ({ canvas }) => {
    await send(canvas, 'How do I get a refund?');
    await expect(messages(canvas)).toHaveLength(2);
    await expect(messages(canvas)[1]).toHaveTextContent(/^You ·.*How do I get a refund\?/);
    await expect(canvas.getByText('Profit Assistant is typing…')).toBeVisible();
    const answer = await within(log(canvas)).findByText(/30-day money-back guarantee/, {}, { timeout: 5000 });
    await expect(answer).toHaveTextContent('What is your refund policy?:');
    await expect(
      within(log(canvas)).getByRole('link', { name: 'Read “What is your refund policy?” in the help center' }),
    ).toHaveAttribute('href', '/help-center');
    await expect(canvas.getByRole('textbox', { name: 'Your message' })).toHaveValue('');
  },
};

/** Nothing matches: the canned reply with the contact page. */
export const CannedReply: Story = {
  globals: atViewport('mobile375'),
  play: async ({ canvas }) => {
    await send(canvas, 'Can you design my wedding invitation cards?');
    await expect(
      await within(log(canvas)).findByText(
        /could not find a good answer to that in our help content/,
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(within(log(canvas)).getByRole('link', { name: 'Write to us on the contact page' })).toHaveAttribute(
      'href',
      '/contact',
    );
  },
};

/** "How do I download my kit?" is answered about downloading, with the guide it comes from linked. */
export const AnswersHowToDownload: Story = {
  globals: atViewport('mobile375'),
  play: async ({ canvas }) => {
    await send(canvas, 'How do I download my kit?');
    const answer = await within(log(canvas)).findByText(/Download button/, {}, { timeout: 5000 });
    await expect(answer).not.toHaveTextContent(/Do kits get updated/);
    await expect(within(log(canvas)).getByRole('link', { name: /^Read “/ })).toHaveAttribute(
      'href',
      '/docs/first-purchase',
    );
  },
};

/** Empty or blank input is ignored: no message, no reply. */
export const BlankIgnored: Story = {
  globals: atViewport('desktop1280'),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await send(canvas, '    ');
    await expect(messages(canvas)).toHaveLength(1);
    await expect(canvas.queryByText('Profit Assistant is typing…')).toBeNull();
  },
};
