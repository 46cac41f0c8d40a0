// The presses the measurements make (issue #29, item 1): where each is, how a shopper makes it, and
// the check, run in the page once a frame, that it is answered. bench:first-press times them;
// bench:press-renders counts what React renders for them.

const PHONE = { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true };
const COMPUTER = { viewport: { width: 1280, height: 800 } };

/** Taps the centre of `locator` (phone) or moves the pointer onto it and clicks (computer). */
async function tap(page, locator) {
  const box = await locator.boundingBox();
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}
/**
 * A hand's pointer rests on a control a moment before it clicks (a tenth of a second is quick);
 * the page may use that moment (the cart button fetches its panel's code when the pointer arrives).
 */
const POINTER_REST_MS = 100;

/** The pointer is on the control already (a computer's pointer arrives first): it rests, then the button goes down and up there. */
async function click(page) {
  await page.waitForTimeout(POINTER_REST_MS);
  await page.mouse.down();
  await page.mouse.up();
}

/**
 * The check that the sign-in page is there with its heading (where Sign In, and a signed-out Add to
 * Cart, lead): the first heading shown, since the page left (and a page rendered ahead) may still be
 * in the document, out of view. Each check is run in the page on its own, so it states this itself.
 */
function signInPageShown() {
  const heading = [...document.querySelectorAll('h1')].find((candidate) => candidate.checkVisibility());
  return window.answer(window.location.pathname === '/signin' && /welcome back/i.test(heading?.textContent ?? ''));
}

/** Whether the sign-in page is in the document, shown or rendered ahead (hidden) for a press to reveal. */
function signInPageRendered() {
  return [...document.querySelectorAll('h1')].some((heading) => /welcome back/i.test(heading.textContent ?? ''));
}

/**
 * Each press: where it is, how it is made, and the check (run in the page, once a frame) that it is
 * answered; for a press that leads to another page, `rendered`: whether that page is in the
 * document already (rendered ahead), checked as the button goes down.
 */
export const PRESSES = [
  {
    name: 'Menu',
    device: 'phone',
    context: PHONE,
    pages: ['/', '/products', '/signin', 'product'],
    control: (page) => page.getByRole('button', { name: 'Menu' }),
    press: tap,
    answered: () => {
      const menu = document.querySelector('nav[aria-label="Menu"]');
      return window.answer(menu !== null && menu.getBoundingClientRect().width > 0);
    },
  },
  {
    name: 'Sign In',
    device: 'computer',
    context: COMPUTER,
    pages: ['/', '/products', 'product'],
    control: (page) => page.getByRole('banner').getByRole('link', { name: 'Sign In' }),
    press: click,
    answered: signInPageShown,
    rendered: signInPageRendered,
  },
  {
    name: 'cart button',
    device: 'computer',
    context: COMPUTER,
    pages: ['/', '/products', '/signin', 'product'],
    control: (page) => page.getByRole('button', { name: /^Cart,/ }),
    press: click,
    answered: () => {
      const panel = [...document.querySelectorAll('[role="dialog"]')].find((dialog) =>
        /your cart/i.test(dialog.textContent ?? ''),
      );
      return window.answer(panel !== undefined && panel.getBoundingClientRect().width > 0);
    },
  },
  {
    name: 'Add to Cart',
    device: 'computer',
    context: COMPUTER,
    pages: ['/', '/products', 'product'],
    control: (page) => page.getByRole('button', { name: 'Add to Cart' }).first(),
    press: click,
    // Signed out (a prerendered page is a signed-out visit), Add to Cart leads to the sign-in page.
    answered: signInPageShown,
    rendered: signInPageRendered,
  },
  {
    name: 'search field',
    device: 'phone',
    context: PHONE,
    pages: ['/products'],
    control: (page) => page.getByRole('searchbox', { name: 'Search products' }),
    press: async (page, locator) => {
      await tap(page, locator);
      await page.keyboard.type('g');
    },
    answered: () => window.answer(document.querySelector('input[aria-label="Search products"]')?.value === 'g'),
  },
  {
    name: 'product link',
    device: 'computer',
    context: COMPUTER,
    pages: ['/', '/products'],
    control: (page) => page.locator('main a[href^="/products/"]').first(),
    // The product's own heading, not any: an app navigating in a transition changes the address
    // while the page pressed (and its heading) is still the one shown.
    argument: async (locator) => {
      const href = await locator.getAttribute('href');
      const product = await (await fetch(new URL(`/api${href}`, locator.page().url()))).json();
      return { href, title: product.title };
    },
    press: click,
    answered: ({ href, title }) =>
      window.answer(
        window.location.pathname === href &&
          [...document.querySelectorAll('main h1')].find((heading) => heading.checkVisibility())?.textContent === title,
      ),
    rendered: ({ title }) => [...document.querySelectorAll('main h1')].some((heading) => heading.textContent === title),
  },
];
