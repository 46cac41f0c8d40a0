// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactRequestSchema, type ContactRequest } from '@profit/contract';
import { useContractForm, type FieldIssue } from './useContractForm';

afterEach(cleanup);

const EMPTY: ContactRequest = { name: '', email: '', message: '' };
const MISSING = { name: 'Enter your name.', email: 'Enter your e-mail address.', message: 'Write your message.' };

type Send = (values: ContactRequest) => Promise<{ data: { id: string } } | { error: unknown }>;

/** The contact form's fields on `useContractForm`, each message under its field as the primitives show it. */
function ContactForm({
  send,
  onSent = () => undefined,
  onRefused,
  issues,
}: {
  send: Send;
  onSent?: (data: { id: string }) => void;
  onRefused?: (error: unknown) => void;
  issues?: FieldIssue[];
}) {
  const { field, failure, showIssues, submitWith } = useContractForm(ContactRequestSchema, EMPTY);
  return (
    <form aria-label="Contact" onSubmit={submitWith(send, 'Something went wrong.', onSent, onRefused)}>
      {(['name', 'email', 'message'] as const).map((name) => {
        const { error, ...props } = field(name);
        return (
          <label key={name}>
            {name}
            <input {...props} aria-invalid={error ? true : undefined} aria-description={error} />
          </label>
        );
      })}
      {failure && <p role="alert">{failure}</p>}
      <button type="submit">Send</button>
      {issues && (
        <button type="button" onClick={() => showIssues(issues)}>
          Show issues
        </button>
      )}
    </form>
  );
}

const input = (name: string) => screen.getByRole('textbox', { name });
const messageOf = (name: string) => input(name).getAttribute('aria-description');
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });
/** Fills every field with a valid answer. */
const fillIn = () => {
  type('name', 'Asha Rao');
  type('email', 'asha@example.in');
  type('message', 'Hello there');
};
const submit = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Send' })));

describe('useContractForm', () => {
  it('checks on submit: each message under its field, focus on the first, nothing sent', async () => {
    const send = vi.fn<Send>();
    render(<ContactForm send={send} />);
    type('email', 'asha@example');
    await submit();
    await waitFor(() => expect(messageOf('name')).toBe(MISSING.name));
    expect(messageOf('email')).toBe('Enter a valid e-mail address, like name@example.com.');
    expect(messageOf('message')).toBe(MISSING.message);
    expect(input('name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('name'));
    expect(send).not.toHaveBeenCalled();
  });

  it("clears a field's message as it is corrected and never another field's", async () => {
    render(<ContactForm send={vi.fn<Send>()} />);
    await submit();
    await waitFor(() => expect(messageOf('email')).toBe(MISSING.email));
    type('name', 'Asha Rao');
    await waitFor(() => expect(messageOf('name')).toBeNull());
    expect(messageOf('email')).toBe(MISSING.email);
    expect(messageOf('message')).toBe(MISSING.message);
  });

  it("sends the schema's output, then empties the form and hands over the answer", async () => {
    const send = vi.fn<Send>().mockResolvedValue({ data: { id: 'm1' } });
    const onSent = vi.fn();
    render(<ContactForm send={send} onSent={onSent} />);
    type('name', '  Asha Rao ');
    type('email', 'asha@example.in');
    type('message', 'Where is my invoice?');
    await submit();
    await waitFor(() => expect(onSent).toHaveBeenCalledWith({ id: 'm1' }));
    expect(send).toHaveBeenCalledWith({ name: 'Asha Rao', email: 'asha@example.in', message: 'Where is my invoice?' });
    expect([input('name'), input('email'), input('message')].map((field) => (field as HTMLInputElement).value)).toEqual(
      ['', '', ''],
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's refusal: the first issue of each known field, focus on the first, its message above", async () => {
    const error = {
      status: 400,
      data: {
        statusCode: 400,
        error: 'Bad Request',
        code: 'VALIDATION_FAILED',
        message: 'Check the form.',
        issues: [
          { path: 'unknown', message: 'Not a field of this form.' },
          { path: 'email', message: 'That address cannot receive mail.' },
          { path: 'email', message: 'A second reason, not shown.' },
          { path: 'message', message: 'Too short for us.' },
        ],
      },
    };
    const onRefused = vi.fn();
    const onSent = vi.fn();
    render(<ContactForm send={vi.fn<Send>().mockResolvedValue({ error })} onSent={onSent} onRefused={onRefused} />);
    fillIn();
    await submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Check the form.'));
    expect(messageOf('email')).toBe('That address cannot receive mail.');
    expect(messageOf('message')).toBe('Too short for us.');
    expect(messageOf('name')).toBeNull();
    expect(document.activeElement).toBe(input('email'));
    expect(onRefused).toHaveBeenCalledWith(error);
    expect(onSent).not.toHaveBeenCalled();
    expect((input('email') as HTMLInputElement).value).toBe('asha@example.in');
  });

  it('says the fallback when the refusal has no message, and forgets it on the next try', async () => {
    const send = vi.fn<Send>().mockResolvedValue({ error: { status: 'FETCH_ERROR', error: 'offline' } });
    render(<ContactForm send={send} />);
    fillIn();
    await submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Something went wrong.'));
    type('name', '');
    await submit();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('forgets a refusal once a later try is sent', async () => {
    const send = vi
      .fn<Send>()
      .mockResolvedValueOnce({ error: { status: 'FETCH_ERROR', error: 'offline' } })
      .mockReturnValueOnce(new Promise(() => undefined));
    render(<ContactForm send={send} />);
    fillIn();
    await submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Something went wrong.'));
    await submit();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows issues given by the screen itself, focusing the first shown', async () => {
    render(
      <ContactForm
        send={vi.fn<Send>()}
        issues={[
          { path: 'message', message: 'Say more.' },
          { path: 'name', message: 'Use your full name.' },
        ]}
      />,
    );
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Show issues' })));
    expect(messageOf('message')).toBe('Say more.');
    expect(messageOf('name')).toBe('Use your full name.');
    expect(document.activeElement).toBe(input('message'));
  });
});
