import { expect, test, type Page } from '@playwright/test';
import { API_PATHS, SUBSCRIPTION_MESSAGES } from '@profit/contract';
import { cartButton, FORM_CHECKS_CODE, holdAppCode, holdCode, signIn, startApp, uniqueEmail } from './shop';

/**
 * Nothing a shopper types before the app is ready is lost: each form is filled and sent on its
 * prerendered page with the app's code held back, and the app let in after each step in turn
 * (before the first field, between any two, after the press on Send), so every step happens once
 * before the app starts, once while it takes the page over and once after. The request the form
 * sends must carry every value as typed.
 *
 * The newsletter and the demo sign-in load their checks (react-hook-form, the resolver and the
 * contract's schema) only on first use: each is also filled and sent with the app running and those
 * checks held back, let in after each step in turn.
 */

type Step = (page: Page) => Promise<void>;

interface FormCase {
  path: string;
  call: string;
  steps: Step[];
  expected: Record<string, string>;
}

const newsletter = (page: Page) => page.getByRole('form', { name: 'Newsletter' });

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
    path: '/',
    call: API_PATHS.subscribe,
    steps: [
      (page) => newsletter(page).getByLabel('Your e-mail address').fill(email),
      (page) => newsletter(page).getByRole('button', { name: 'Subscribe' }).click(),
    ],
    expected: { email },
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

const ON_DEMAND_PATHS = ['/', '/signin'];

for (const formWith of FORMS.filter((form) => ON_DEMAND_PATHS.includes(form('').path))) {
  const { path, steps } = formWith('');
  for (let letIn = 0; letIn <= steps.length; letIn += 1) {
    test(`${path}: filled and sent with its checks let in after step ${letIn} of ${steps.length} sends every value`, async ({
      page,
    }) => {
      const form = formWith(uniqueEmail());
      const release = await holdCode(page, FORM_CHECKS_CODE);
      const checksAsked = page.waitForRequest(FORM_CHECKS_CODE);
      const sent = page.waitForRequest(
        (request) => request.method() === 'POST' && new URL(request.url()).pathname === `/api${form.call}`,
      );
      await page.goto(path);
      // The app runs; only the form's checks are held.
      await startApp(page);
      for (const [index, step] of form.steps.entries()) {
        if (index === letIn) release();
        await step(page);
      }
      await checksAsked;
      release();
      expect((await sent).postDataJSON()).toMatchObject(form.expected);
    });
  }
}

test('/: keys typed while the newsletter’s checks arrive all stay, the field keeps its focus, one press sends them', async ({
  page,
}) => {
  const email = uniqueEmail();
  const release = await holdCode(page, FORM_CHECKS_CODE);
  const checksLoaded = page.waitForResponse(FORM_CHECKS_CODE);
  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === `/api${API_PATHS.subscribe}`,
  );
  await page.goto('/');
  await startApp(page);
  const field = newsletter(page).getByLabel('Your e-mail address');
  await field.pressSequentially(email.slice(0, 6), { delay: 20 });
  release();
  // The rest is typed key by key while the checks load and take the field over.
  await Promise.all([checksLoaded, field.pressSequentially(email.slice(6), { delay: 20 })]);
  await expect(field).toBeFocused();
  await expect(field).toHaveValue(email);
  await field.press('Enter');
  expect((await sent).postDataJSON()).toEqual({ email });
  await expect(field).toHaveValue('');
});

test('/: a press whose checks cannot be fetched says so; the next press loads them (in a fresh document where the browser kept the failure) and subscribes', async ({
  page,
}) => {
  const email = uniqueEmail();
  let reachable = false;
  await page.route(FORM_CHECKS_CODE, (route) => (reachable ? route.continue() : route.abort('internetdisconnected')));
  await page.goto('/');
  await startApp(page);
  const field = newsletter(page).getByLabel('Your e-mail address');
  await field.fill(email);
  await newsletter(page).getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong. Please try again.' })).toBeVisible();
  await expect(field).toHaveValue(email);

  reachable = true;
  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === `/api${API_PATHS.subscribe}`,
  );
  await newsletter(page).getByRole('button', { name: 'Subscribe' }).click();
  expect((await sent).postDataJSON()).toEqual({ email });
  await expect(page.getByText(SUBSCRIPTION_MESSAGES.checkInbox)).toBeVisible();
});

/**
 * A returning shopper's page starts its app at once, but the page is on screen (and pressable)
 * before the app has taken it over, and the app checks their stored session with the server
 * first: a press on Add to Cart at any moment of that start adds the kit, and never leads to
 * sign-in.
 */
for (const moment of ['before the app’s code arrives', 'while the session is checked'] as const) {
  test(`/products, signed in: Add to Cart pressed ${moment} adds the kit`, async ({ page }) => {
    await page.goto('/signin');
    await startApp(page);
    await signIn(page);
    const answerProfile = await holdCode(page, new RegExp(`/api${API_PATHS.profile}$`));
    const release = await holdAppCode(page);
    await page.goto('/products');
    if (moment === 'while the session is checked') {
      release();
      await expect(page.locator('#root[data-hydrated="true"]')).toHaveCount(1);
    } else await expect(page.locator('#root[data-hydrated]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Add to Cart' }).nth(2).click();
    release();
    answerProfile();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
    await expect(page).toHaveURL(/\/products$/);
  });
}
