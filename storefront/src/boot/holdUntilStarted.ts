import { answerEarly, inEarlyPanel, type EarlyAnswer } from './earlyPanels';
import { HELD_OPACITY } from './heldOpacity';

/**
 * What a shopper does on a prerendered page before the app has started, held and carried out once
 * it has: presses on links and controls (in order), text typed into fields, options chosen in
 * lists and files picked. The app starts when
 * the shopper first reaches for the page (`reached`), so nothing runs while the page is only being
 * read, and nothing done meanwhile is lost.
 */

/**
 * The shopper reaches for the page: the app starts. A mouse moving over the page counts, so on a
 * computer the app is usually running before the first click; on a phone the first touch or
 * scroll starts it.
 */
export const FIRST_USE_EVENTS = [
  'pointermove',
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
  'scroll',
] as const;

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

function followAfresh(link: HTMLAnchorElement, win: Window): void {
  const href = link.getAttribute('href');
  const same = [...win.document.querySelectorAll<HTMLAnchorElement>('a[href]')].find(
    (candidate) => candidate.getAttribute('href') === href,
  );
  if (same) same.click();
  else win.location.assign(link.href);
}

export function holdUntilStarted(win: Window = window): HeldUse {
  const held: Held[] = [];
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
  const onFirstUse = () => {
    for (const type of FIRST_USE_EVENTS) win.removeEventListener(type, onFirstUse, true);
    reach();
  };
  const onClick = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const pressed = event.target instanceof Element ? event.target.closest(PRESSABLE) : null;
    // The copy of a panel shown early handles its own presses.
    if (!pressed || inEarlyPanel(pressed)) return;
    if (pressed instanceof HTMLAnchorElement && !followsInPlace(pressed, win)) return;
    // A label's press is its control's: the browser presses the control next, and that is held.
    if (pressed instanceof HTMLLabelElement) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // A second press on the same control while the app starts (nothing seemed to happen) counts once.
    const last = held.at(-1);
    if (last && 'press' in last && last.press === pressed) return;
    const use: Held = { press: pressed };
    const withdraw = () => {
      const at = held.indexOf(use);
      if (at >= 0) held.splice(at, 1);
    };
    use.answer = answerEarly(pressed, withdraw, win) ?? undefined;
    if (!use.answer) hold(pressed);
    held.push(use);
  };
  const onSubmit = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
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

  for (const type of FIRST_USE_EVENTS) win.addEventListener(type, onFirstUse, { capture: true, passive: true });
  win.addEventListener('click', onClick, true);
  win.addEventListener('submit', onSubmit, true);
  win.addEventListener('input', onInput, true);
  win.addEventListener('change', onChange, true);

  const stop = () => {
    onFirstUse();
    root.style.removeProperty('cursor');
    for (const control of pending) control.style.removeProperty('opacity');
    pending.clear();
    win.removeEventListener('click', onClick, true);
    win.removeEventListener('submit', onSubmit, true);
    win.removeEventListener('input', onInput, true);
    win.removeEventListener('change', onChange, true);
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
