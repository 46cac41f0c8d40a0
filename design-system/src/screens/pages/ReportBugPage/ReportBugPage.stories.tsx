import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { BUG_REPORT_THANK_YOU, UPLOAD_MESSAGES } from '@profit/contract';
import { mockDb, supportHandlers } from '../../../mocks';
import { atViewport } from '../../../testing/viewports';
import { ReportBugPage } from './ReportBugPage';
import { screenDocs } from '../../../testing/screenDocs';

const meta = {
  title: 'Pages/ReportBugPage',
  component: ReportBugPage,
  parameters: {
    ...screenDocs({
      purpose:
        'The bug report: title and description required, severity (medium unless chosen), steps, expected and actual results, an optional contact e-mail, and up to three images of 2 MB each. Stored with the images by the backend; success resets the form and says so.',
      where:
        '`/report-bug` (the original `/report-a-bug` redirects here), inside the site layout; linked from the footer.',
      calls: ['bugReport'],
      accessibility: [
        "One `<h1>` (the page header's title), focusable (`tabIndex=-1`), which the storefront focuses after each navigation.",
        'Each error is under its field and tied to it; the first invalid field takes focus, and a refused file moves focus to the picker with its message.',
        'The thanks is a success notification; a server failure is a danger `Banner` (`role="alert"`) and nothing typed is lost.',
        'The file picker is a labelled input; chosen files are listed with their name and size and a button to remove each.',
      ],
    }),
    layout: 'fullscreen',
    route: '/report-bug',
  },
} satisfies Meta<typeof ReportBugPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** An image file of the given size whose first bytes are a PNG's (or any bytes given). */
const file = (name: string, size: number, type = 'image/png', head = PNG) => {
  const bytes = new Uint8Array(size);
  bytes.set(head.slice(0, size));
  return new File([bytes], name, { type });
};

const title = (canvas: ReturnType<typeof within>) => canvas.getByRole('textbox', { name: 'Title (required)' });
const description = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('textbox', { name: 'Description (required)' });

/** At phone width (375 px): the empty form, severity medium. */
export const Mobile: Story = {
  globals: atViewport('mobile375'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Report a bug' })).toHaveAttribute('tabindex', '-1');
    await expect(document.title).toBe('Report a bug | Profit');
    await expect(canvas.getByRole('combobox', { name: 'Severity' })).toHaveValue('medium');
    await expect(canvas.getAllByRole('option').map((option) => (option as HTMLOptionElement).value)).toEqual([
      'low',
      'medium',
      'high',
      'critical',
    ]);
  },
};

/** With the screenshot picker open. */
export const Desktop: Story = {
  globals: atViewport('desktop1280'),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I can attach screenshots' }));
    await expect(canvas.getByLabelText('Screenshots')).toHaveAttribute('multiple');
  },
};

/** Title and description are required; an invalid contact e-mail is refused; the first invalid field gets focus. */
export const RequiredFields: Story = {
  globals: atViewport('desktop1280'),
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your e-mail (optional)' }), 'meera@');
    await userEvent.click(canvas.getByRole('button', { name: 'Send report' }));
    await expect(title(canvas)).toHaveFocus();
    await expect(title(canvas)).toHaveAccessibleDescription('Give the bug a short title.');
    await expect(description(canvas)).toHaveAccessibleDescription('Describe what went wrong.');
    await expect(canvas.getByRole('textbox', { name: 'Your e-mail (optional)' })).toHaveAccessibleDescription(
      'Only if you would like us to write back. Enter a valid contact e-mail address, or leave it empty.',
    );
    await expect(mockDb.bugReports()).toHaveLength(0);
  },
};

/** A fourth file, a file over 2 MB, or a file that is not an image is refused with a clear message. */
export const RefusedFiles: Story = {
  globals: atViewport('desktop1280'),
  play: async ({ canvas }) => {
    // The picker's `accept` only filters the file dialog: a person can still choose "All files".
    const user = userEvent.setup({ applyAccept: false });
    await user.click(canvas.getByRole('checkbox', { name: 'I can attach screenshots' }));
    const picker = canvas.getByLabelText('Screenshots');
    await user.upload(
      picker,
      ['a', 'b', 'c', 'd'].map((name) => file(`${name}.png`, 100)),
    );
    await expect(picker).toHaveAccessibleDescription(/Attach at most 3 screenshots\./);
    await user.upload(picker, [file('big.png', 2 * 1024 * 1024 + 1)]);
    await expect(picker).toHaveAccessibleDescription(/big\.png is larger than 2 MB\. Attach a smaller image\./);
    await user.upload(picker, [file('notes.pdf', 100, 'application/pdf')]);
    await expect(picker).toHaveAccessibleDescription(
      /notes\.pdf is not an image\. Attach PNG, JPEG, GIF or WebP files\./,
    );
    await expect(canvas.queryByRole('list', { name: /Chosen files/ })).toBeNull();
  },
};

/** Sent with two screenshots and a chosen severity: stored, announced, and the form resets to medium. */
export const Sent: Story = {
  globals: atViewport('desktop1280'),
  play: async ({ canvas }) => {
    const alert = spyOn(window, 'alert');
    await userEvent.type(title(canvas), 'Pay Now stays on Processing');
    await userEvent.type(description(canvas), 'After paying with UPI the button kept spinning.');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Severity' }), 'high');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your e-mail (optional)' }), 'meera@example.in');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I can attach screenshots' }));
    await userEvent.upload(canvas.getByLabelText('Screenshots'), [file('cart.png', 2048), file('upi.png', 4096)]);
    await expect(canvas.getByRole('list', { name: 'Chosen files (2)' })).toHaveTextContent('cart.png');
    await userEvent.click(canvas.getByRole('button', { name: 'Send report' }));
    const notice = await within(document.body).findByText(BUG_REPORT_THANK_YOU);
    await expect(notice.closest('[role="status"]')).not.toBeNull();
    await expect(mockDb.bugReports()).toMatchObject([
      {
        title: 'Pay Now stays on Processing',
        severity: 'high',
        contact: 'meera@example.in',
        screenshots: true,
        images: [{ name: 'cart.png' }, { name: 'upi.png' }],
      },
    ]);
    await waitFor(() => expect(title(canvas)).toHaveValue(''));
    await expect(canvas.getByRole('combobox', { name: 'Severity' })).toHaveValue('medium');
    await expect(canvas.getByRole('checkbox', { name: 'I can attach screenshots' })).not.toBeChecked();
    await expect(alert).not.toHaveBeenCalled();
  },
};

/** The server refuses a file the browser let through (415): the message shows at the picker. */
export const ServerRefusesFile: Story = {
  globals: atViewport('mobile375'),
  play: async ({ canvas }) => {
    await userEvent.type(title(canvas), 'Screenshot');
    await userEvent.type(description(canvas), 'See the attached file.');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I can attach screenshots' }));
    // Declared as a PNG, but its bytes are a PDF's: only the server can tell.
    await userEvent.upload(canvas.getByLabelText('Screenshots'), [
      file('fake.png', 64, 'image/png', [0x25, 0x50, 0x44, 0x46]),
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Send report' }));
    await waitFor(() =>
      expect(canvas.getByLabelText('Screenshots')).toHaveAccessibleDescription(
        /fake\.png is not an image\. Attach PNG, JPEG, GIF or WebP files\./,
      ),
    );
    await expect(title(canvas)).toHaveValue('Screenshot');
  },
};

/** The server fails: nothing is lost. */
export const ServerError: Story = {
  globals: atViewport('desktop1280'),
  parameters: { msw: { handlers: { support: supportHandlers.serverError } } },
  play: async ({ canvas }) => {
    await userEvent.type(title(canvas), 'Broken link');
    await userEvent.type(description(canvas), 'The footer link goes nowhere.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send report' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    await expect(title(canvas)).toHaveValue('Broken link');
  },
};

/** The network has sent its reports of the day (429): the server's sentence, and nothing typed is lost. */
export const DailyQuotaReached: Story = {
  globals: atViewport('mobile375'),
  parameters: { msw: { handlers: { support: supportHandlers.dailyQuota } } },
  play: async ({ canvas }) => {
    await userEvent.type(title(canvas), 'Broken link');
    await userEvent.type(description(canvas), 'The footer link goes nowhere.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send report' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(UPLOAD_MESSAGES.dailyQuota);
    await expect(title(canvas)).toHaveValue('Broken link');
  },
};
