import { expect, test, type Page } from '@playwright/test';
import { API_PATHS } from '@profit/contract';
import { holdAppCode, uniqueEmail } from './shop';

/**
 * Nothing a shopper types before the app is ready is lost: each form is filled and sent on its
 * prerendered page with the app's code held back, and the app let in after each step in turn
 * (before the first field, between any two, after the press on Send), so every step happens once
 * before the app starts, once while it takes the page over and once after. The request the form
 * sends must carry every value as typed.
 */

type Step = (page: Page) => Promise<void>;

interface FormCase {
  path: string;
  call: string;
  steps: Step[];
  expected: Record<string, string>;
}

/** Each form, filled with a fresh e-mail address so every test is its own shopper. */
type Form = (email: string) => FormCase;

const name = 'Asha Verma';
const message = 'I bought the WhatsApp kit twice by mistake; please refund one of the two payments.';

const FORMS: Form[] = [
  (email) => ({
    path: '/signin',
    call: API_PATHS.demoCredential,
    steps: [
      (page) => page.getByRole('form', { name: 'Demo sign-in' }).getByLabel('Your name').fill(name),
      (page) => page.getByRole('form', { name: 'Demo sign-in' }).getByLabel('Your e-mail').fill(email),
      (page) => page.getByRole('button', { name: 'Sign in to the demo' }).click(),
    ],
    expected: { name, email },
  }),
  (email) => ({
    path: '/contact',
    call: API_PATHS.contact,
    steps: [
      (page) => page.getByLabel('Name', { exact: true }).fill(name),
      (page) => page.getByLabel('E-mail', { exact: true }).fill(email),
      (page) => page.getByRole('textbox', { name: 'Message' }).fill(message),
      (page) => page.getByRole('button', { name: 'Send message' }).click(),
    ],
    expected: { name, email, message },
  }),
];

for (const formWith of FORMS) {
  const { path, steps } = formWith('');
  for (let letIn = 0; letIn <= steps.length; letIn += 1) {
    test(`${path}: filled and sent with the app let in after step ${letIn} of ${steps.length} sends every value`, async ({
      page,
    }) => {
      const form = formWith(uniqueEmail());
      const release = await holdAppCode(page);
      const sent = page.waitForRequest(
        (request) => request.method() === 'POST' && new URL(request.url()).pathname === `/api${form.call}`,
      );
      await page.goto(path);
      await expect(page.locator('#root[data-hydrated]')).toHaveCount(0);
      for (const [index, step] of form.steps.entries()) {
        if (index === letIn) release();
        await step(page);
      }
      release();
      expect((await sent).postDataJSON()).toMatchObject(form.expected);
    });
  }
}
