import { answerEarly, hasEarlyPanel, inEarlyPanel, type EarlyAnswer } from './earlyPanels';
import { HELD_OPACITY } from './heldOpacity';
import { prefetchOncePainted } from './prefetch';
import { readPrerenderedPage } from './prerenderedPage';
import { focusShownHeading, showPage } from './showPage';

/**
 * What a shopper does on a prerendered page before the app has started. The page answers what it
 * can by itself: a press that leads to another page shows it (the next page is prerendered too:
 * `showPage`), and Menu and the cart open the build's copy of their panel (`earlyPanels`).
 * The rest is held and carried out once the app has started: presses on controls (in order), text
 * typed into fields, options chosen in lists and files picked. The app starts when the shopper
 * first reaches for the page (`reached`), so nothing runs while the page is only being read, and
 * nothing done meanwhile is lost.
 */

/**
 * The shopper reaches for the page: the app starts. A mouse moving over the page counts, so on a
 * computer the app is usually running before the first click; on a phone the first touch starts
 * it. A shopper's scroll comes with one of these (a touch, the wheel, a key, the pointer on the
 * scroll bar); a scroll by itself is the page's own (a jump to a section, find in page, the
 * position restored), and starting then would only hold up a press the page answers itself
 * (going to another page) behind the app's start. Reaching for such a press does not start it.
 */
export const FIRST_USE_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel'] as const;

/**
 * The events React answers, on a page it is still hydrating, by hydrating all of it at once (its
 * discrete events): a press while the app starts would wait for that one long task. Held events
 * are carried out once the app runs, so until then they are kept from the app's page.
 */
const HYDRATION_FORCING_EVENTS = [
  'pointerdown',
  'pointerup',
  'pointercancel',
  'mousedown',
  'mouseup',
  'touchstart',
  'touchend',
  'touchcancel',
  'click',
  'auxclick',
  'dblclick',
  'contextmenu',
  'keydown',
  'keypress',
  'keyup',
  'input',
  'textInput',
  'change',
  'reset',
  'compositionstart',
  'compositionend',
  'copy',
  'cut',
  'paste',
  'dragstart',
  'dragend',
  'drop',
] as const;

/** The shopper reaching for a control: the pointer over it, a touch, a press, keyboard focus. */
const REACH_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/** What a press carries out: links and every kind of control (a press elsewhere does nothing to hold). */
const PRESSABLE = [
  'a[href]',
  'button',
  'summary',
  'label',
  'input[type="checkbox"]',
  'input[type="radio"]',
  'input[type="submit"]',
  'input[type="button"]',
  'input[type="reset"]',
  '[role="button"]',
  '[role="link"]',
  '[role="tab"]',
  '[role="switch"]',
  '[role="menuitem"]',
  '[role="option"]',
  '[role="checkbox"]',
  '[role="radio"]',
].join(',');

/** A press (answered at once where the page can: `earlyPanels`), or a form sent. */
type Held = { press: Element; answer?: EarlyAnswer } | { submit: HTMLFormElement };

export interface HeldUse {
  /** Settles when the shopper first reaches for the page (`FIRST_USE_EVENTS`). */
  readonly reached: Promise<void>;
  /** The app has taken the page over: carries out what was held, stops holding. */
  replay(): void;
  /** The app could not start: stops holding; a held press on a link goes where the link leads. */
  abandon(): void;
}

/** A link the browser would follow itself in this tab (not a new tab, a download or another site). */
function followsInPlace(link: HTMLAnchorElement, win: Window): boolean {
  return (
    (!link.target || link.target === '_self') && !link.hasAttribute('download') && link.origin === win.location.origin
  );
}

/**
 * Text typed before the app started, handed to it as typing: React took the field's text as it
 * found it, so the field's value is set back to empty through React (which records it), then to
 * the text through the element's own setter (which it does not), and an `input` event tells it.
 */
function retype(field: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  const ownSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  if (!ownSetter) return;
  field.value = '';
  ownSetter.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * An option chosen or a file picked before the app started, handed to it as the `change` React
 * listens to for lists and file fields; a list is first set back to that option, since the app's
 * first render shows what it knew (nothing).
 */
function rechoose(field: HTMLSelectElement | HTMLInputElement, value: string | null): void {
  if (field instanceof HTMLSelectElement && value !== null) field.value = value;
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * Where a press leads by itself in this tab, without the app: a link's address, or where a
 * signed-out visitor's press goes (`data-signed-out-href`: Add to Cart leads to sign-in). A
 * returning shopper's press there is the app's to carry out (`signedIn`).
 */
function addressOf(pressed: Element, win: Window, signedIn: boolean): URL | undefined {
  if (pressed instanceof HTMLAnchorElement) return followsInPlace(pressed, win) ? new URL(pressed.href) : undefined;
  const href = signedIn ? null : pressed.getAttribute('data-signed-out-href');
  return href ? new URL(href, win.location.href) : undefined;
}

/** An address of the page shown (itself, or one of its sections): nothing to ask the server. */
const isThisPage = (address: URL, win: Window): boolean =>
  address.pathname === win.location.pathname && address.search === win.location.search;

/**
 * The browser goes to `address`: another page loads, a section of this one scrolls into view, and
 * this page's own address takes it back to its top (as the app's link does) rather than loading it
 * again.
 */
function go(address: URL, win: Window): void {
  if (isThisPage(address, win) && !address.hash) win.scrollTo(0, 0);
  else win.location.assign(address.href);
}

interface PageAnswers {
  /** Whether the server serves the page at `address` now (asked once while the answer stands). */
  ask(address: URL): Promise<boolean>;
  /** The page the server served for `address`, once it has answered: shown without waiting. */
  served(address: URL): string | undefined;
}

/** An address's page, whatever section of it the address names. */
const pathOf = (address: URL) => address.pathname + address.search;

/**
 * The server's page at each address, asked for when the shopper first reaches for a press leading
 * there. An address that got no page is asked again at the next reach.
 */
function pageAnswers(win: Window): PageAnswers {
  const asked = new Map<string, Promise<boolean>>();
  const served = new Map<string, string>();
  return {
    ask(address) {
      const path = pathOf(address);
      let answer = asked.get(path);
      if (!answer) {
        answer = win
          .fetch(path, { headers: { accept: 'text/html' } })
          .then((response) =>
            response.ok && (response.headers.get('content-type') ?? '').startsWith('text/html')
              ? response.text()
              : null,
          )
          .catch(() => null)
          .then((page) => {
            if (page === null) asked.delete(path);
            else served.set(path, page);
            return page !== null;
          });
        asked.set(path, answer);
      }
      return answer;
    },
    served: (address) => served.get(pathOf(address)),
  };
}

/** The control an event is on, unless it is in a copy shown early (whose presses are its own). */
function controlOf(event: Event): Element | null {
  const control = event.target instanceof Element ? event.target.closest(PRESSABLE) : null;
  return control && !inEarlyPanel(control) ? control : null;
}

function followAfresh(link: HTMLAnchorElement, win: Window): void {
  const href = link.getAttribute('href');
  const same = [...win.document.querySelectorAll<HTMLAnchorElement>('a[href]')].find(
    (candidate) => candidate.getAttribute('href') === href,
  );
  if (same) same.click();
  else win.location.assign(link.href);
}

export interface HoldOptions {
  /**
   * A returning shopper's visit (a session stored): the app starts at once (`startsAtOnce`), since
   * the page shows them signed out, and what they do meanwhile is held for it. Their Add to Cart
   * adds rather than leading to sign-in, and the build's copies of the menu and the cart (a
   * signed-out visitor's) are not shown.
   */
  signedIn?: boolean;
  /** The app starts at once (a returning shopper's visit, a form to send on this page afresh), not at the first use. */
  startsAtOnce?: boolean;
}

export function holdUntilStarted(
  win: Window = window,
  { signedIn = false, startsAtOnce = signedIn }: HoldOptions = {},
): HeldUse {
  const held: Held[] = [];
  const pages = pageAnswers(win);
  // Each field's text as the shopper last left it: read when typed, since the app may render the
  // form again between taking the page over and the replay, setting a field back to what it knows.
  const typed = new Map<HTMLInputElement | HTMLTextAreaElement, string>();
  // Lists and file fields the shopper changed: a list's option as chosen, a file field's files stay on it.
  const chosen = new Map<HTMLSelectElement | HTMLInputElement, string | null>();
  let reach: () => void = () => undefined;
  const reached = new Promise<void>((resolve) => (reach = resolve));

  // While something waits for the app, the pointer says so, and the control pressed looks pressed
  // at once (a phone has no pointer to show it): nothing seems ignored while the app starts.
  const root = win.document.documentElement;
  const pending = new Set<HTMLElement>();
  const hold = (control: Element | null) => {
    root.style.setProperty('cursor', 'progress');
    if (!(control instanceof HTMLElement) || pending.has(control)) return;
    pending.add(control);
    control.style.setProperty('opacity', HELD_OPACITY);
  };
  const release = () => {
    root.style.removeProperty('cursor');
    for (const control of pending) control.style.removeProperty('opacity');
    pending.clear();
  };
  // A press that leads to another page needs no app: the page is shown once the server has
  // answered for it (asked as the shopper reaches for it), as the server prerendered it. Without
  // an answer, the press waits for the app, which says what the server did. Presses held before
  // it go first, so it then waits for the app too.
  const goWhenServed = (use: Held, address: URL) => {
    void pages.ask(address).then((answered) => {
      if (!answered) startApp();
      else if (take(use)) visit(address);
    });
  };
  // The page the server answered for `address` is shown here while the app has not started; once
  // it is starting (it hydrates this document), the browser loads the page instead.
  let starting = false;
  let shownPath = pathOf(new URL(win.location.href));
  // The page shown has the focus on its heading once painted (focusing asks for its layout, which
  // the first frame makes anyway); that focus is the page's doing, not the shopper's first use.
  let focusing = false;
  const focusShownPage = () =>
    win.requestAnimationFrame(() => {
      focusing = true;
      focusShownHeading(win.document);
      focusing = false;
    });
  const visit = (address: URL) => {
    const page = pages.served(address);
    // Loaded by the browser, a pressed control looks pressed until the next page arrives.
    if (starting || page === undefined || !showPage(page, address, win)) return go(address, win);
    release();
    shownPath = pathOf(address);
    focusShownPage();
    // The app starts on this page now: its code is fetched ahead as for the page first loaded.
    prefetchOncePainted(readPrerenderedPage(win.document)?.chunks ?? [], win.document);
  };
  // Back and Forward between pages shown here: the page at the address the tab returns to is shown
  // again (the browser only changes the address), or loaded should the app be starting meanwhile.
  const onPopState = () => {
    const address = new URL(win.location.href);
    if (pathOf(address) === shownPath) return;
    if (starting) return win.location.reload();
    shownPath = pathOf(address);
    void pages.ask(address).then(() => {
      if (pathOf(new URL(win.location.href)) !== pathOf(address)) return;
      const page = pages.served(address);
      if (starting || page === undefined || !showPage(page, address, win, { record: false })) win.location.reload();
      else focusShownPage();
    });
  };
  /** Takes `use` off the held presses: whether it was still there (not carried out, not withdrawn). */
  const take = (use: Held): boolean => {
    const at = held.indexOf(use);
    if (at >= 0) held.splice(at, 1);
    return at >= 0;
  };
  const onReach = (event: Event) => {
    const control = controlOf(event);
    const address = control ? addressOf(control, win, signedIn) : undefined;
    if (address && !isThisPage(address, win)) void pages.ask(address);
  };
  // Back to this page from the browser's cache after going on: nothing of it is waiting any more.
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) release();
  };
  const startApp = () => {
    starting = true;
    for (const type of FIRST_USE_EVENTS) win.removeEventListener(type, onFirstUse, true);
    reach();
  };
  // Reaching for a press the page answers by itself does not start the app, which would hold the
  // answer up (its start is one long task): a press that leads to another page (the browser goes
  // there) or opens a panel shown early (the app starts once it is on screen). A press the page
  // cannot answer after all is held, and the app starts for it.
  // The control last found to answer itself: a pointer moving over it is not asked about again.
  let answersItself: Element | null = null;
  const onFirstUse = (event: Event) => {
    if (focusing) return;
    const control = controlOf(event);
    if (control && control === answersItself) return;
    if (control && (addressOf(control, win, signedIn) || hasEarlyPanel(control, win))) {
      answersItself = control;
      return;
    }
    startApp();
  };
  const onClick = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    // The copy of a panel shown early handles its own presses.
    const pressed = controlOf(event);
    if (!pressed) return;
    if (pressed instanceof HTMLAnchorElement && !followsInPlace(pressed, win)) return;
    // A label's press is its control's: the browser presses the control next, and that is held.
    if (pressed instanceof HTMLLabelElement) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // A second press on the same control while the app starts (nothing seemed to happen) counts once.
    const last = held.at(-1);
    if (last && 'press' in last && last.press === pressed) return;
    const use: Held = { press: pressed };
    use.answer = signedIn ? undefined : (answerEarly(pressed, () => take(use), win) ?? undefined);
    if (use.answer) {
      // The copy is painted first: the app's start (one long task) would hold its frame up.
      win.requestAnimationFrame(() => win.setTimeout(startApp));
      held.push(use);
      return;
    }
    const address = addressOf(pressed, win, signedIn);
    if (address && held.length === 0) {
      if (isThisPage(address, win)) return go(address, win);
      if (pages.served(address) !== undefined) return visit(address);
      goWhenServed(use, address);
    } else startApp();
    hold(pressed);
    held.push(use);
  };
  const onSubmit = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    startApp();
    hold(event.submitter);
    held.push({ submit: event.target });
  };
  const onInput = (event: Event) => {
    const field = event.target;
    if (field instanceof HTMLInputElement && field.type === 'file') return;
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) typed.set(field, field.value);
  };
  const onChange = (event: Event) => {
    const field = event.target;
    if (field instanceof HTMLSelectElement) chosen.set(field, field.value);
    else if (field instanceof HTMLInputElement && field.type === 'file') chosen.set(field, null);
  };

  // Registered after the listeners above, so they still see what it keeps from the page.
  const app = win.document.getElementById('root');
  const keepFromApp = (event: Event) => {
    if (app && event.target instanceof Node && app.contains(event.target)) event.stopPropagation();
  };

  for (const type of FIRST_USE_EVENTS) win.addEventListener(type, onFirstUse, { capture: true, passive: true });
  for (const type of REACH_EVENTS) win.addEventListener(type, onReach, { capture: true, passive: true });
  win.addEventListener('pageshow', onPageShow);
  win.addEventListener('popstate', onPopState);
  win.addEventListener('click', onClick, true);
  win.addEventListener('submit', onSubmit, true);
  win.addEventListener('input', onInput, true);
  win.addEventListener('change', onChange, true);
  for (const type of HYDRATION_FORCING_EVENTS)
    win.addEventListener(type, keepFromApp, { capture: true, passive: true });
  if (startsAtOnce) startApp();

  const stop = () => {
    startApp();
    release();
    for (const type of REACH_EVENTS) win.removeEventListener(type, onReach, true);
    win.removeEventListener('pageshow', onPageShow);
    win.removeEventListener('popstate', onPopState);
    win.removeEventListener('click', onClick, true);
    win.removeEventListener('submit', onSubmit, true);
    win.removeEventListener('input', onInput, true);
    win.removeEventListener('change', onChange, true);
    for (const type of HYDRATION_FORCING_EVENTS) win.removeEventListener(type, keepFromApp, true);
  };

  return {
    reached,
    replay() {
      stop();
      // Every text as typed, not as the field shows it now: the app re-renders a form as each field
      // is handed over (and may have rendered it before this), setting fields back to what it
      // knows of them (nothing).
      for (const [field, text] of typed) if (field.isConnected) retype(field, text);
      for (const [field, value] of chosen) if (field.isConnected) rechoose(field, value);
      for (const use of held.splice(0)) {
        if ('submit' in use) {
          if (use.submit.isConnected) use.submit.requestSubmit();
        } else if (use.answer) {
          // The panel shown early gives way to the app's, opened by the same control (the app's own,
          // should it have rendered the page afresh), which returns focus to it on closing.
          const opens = use.press.getAttribute('data-opens') ?? '';
          const control = use.press.isConnected
            ? use.press
            : win.document.querySelector(`#root [data-opens="${CSS.escape(opens)}"]`);
          use.answer.handOver();
          if (control instanceof HTMLElement) {
            control.focus();
            control.click();
          }
        } else if (use.press.isConnected) (use.press as HTMLElement).click();
        // The app rendered the page afresh (another mode, no server): a link still leads where it
        // did, through the app's own link to the same address where it has one.
        else if (use.press instanceof HTMLAnchorElement) followAfresh(use.press, win);
      }
    },
    abandon() {
      stop();
      const links = held.flatMap((use) =>
        'press' in use && use.press instanceof HTMLAnchorElement ? [use.press] : [],
      );
      const last = links.at(-1);
      if (last) win.location.assign(last.href);
    },
  };
}
