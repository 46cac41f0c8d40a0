import { focusables, pushModal } from '@profit/design-system/primitives';
import { CART_KEY } from '@profit/design-system/state';
import { HELD_OPACITY } from './heldOpacity';

/**
 * The menu and the cart panel, opened by the page itself when pressed before the app has started:
 * the build put each, open as the app renders it on this page, in a `<template data-early-panel>`
 * (`scripts/prerender.mjs`), and the control that opens it says which (`data-opens`). The copy is
 * shown at once, behaves as the app's drawer does where a shopper can tell (its close button,
 * Escape, a press beside it; its links lead where they say), and the press stays held: once the
 * app runs, it carries the press out and its own panel takes the copy's place in the same frame,
 * without sliding in a second time.
 */

/** While the app's panel takes the copy's place: its drawer does not slide in (see the Drawer). */
export const HANDOVER_ATTRIBUTE = 'data-early-panel-handover';

/** What the press is once answered early: handed to the app when it carries the press out. */
export interface EarlyAnswer {
  /** Called just before the app carries the press out: the copy gives way to the app's panel. */
  handOver(): void;
}

/** Whether an element is in a copy shown early (its own presses are its own, not the app's to carry out). */
export const inEarlyPanel = (element: Element): boolean => element.closest('[data-early-copy]') !== null;

/** A cart kept from an earlier visit: the build's copy shows an empty cart, so the app must answer. */
function hasStoredCart(win: Window): boolean {
  try {
    const stored = win.localStorage.getItem(CART_KEY);
    return stored !== null && stored !== '[]';
  } catch {
    return false;
  }
}

/** The build's copy of the panel `control` opens, when the page has one and it shows what the app would. */
function earlyPanelOf(control: Element, win: Window): HTMLTemplateElement | null {
  const panel = control.getAttribute('data-opens');
  const template = panel
    ? win.document.querySelector<HTMLTemplateElement>(`template[data-early-panel="${CSS.escape(panel)}"]`)
    : null;
  return template && !(panel === 'cart' && hasStoredCart(win)) ? template : null;
}

/** Whether a press on `control` is answered by the page itself (`answerEarly`). */
export const hasEarlyPanel = (control: Element, win: Window = window): boolean => earlyPanelOf(control, win) !== null;

/**
 * Shows the copy of the panel `control` opens, when the page has one: its answer, or `null` (the
 * press waits for the app as any other). `withdraw` is called when the shopper closes the copy
 * before the app has started: the press is no longer theirs to carry out.
 */
export function answerEarly(control: Element, withdraw: () => void, win: Window = window): EarlyAnswer | null {
  const doc = win.document;
  const template = earlyPanelOf(control, win);
  const panel = template?.getAttribute('data-early-panel');
  if (!template || !panel) return null;

  const copy = doc.createElement('div');
  copy.dataset.earlyCopy = panel;
  copy.append(template.content.cloneNode(true));
  const dialog = copy.querySelector<HTMLElement>('[role="dialog"]');
  const backdrop = dialog?.parentElement;
  if (!dialog || !backdrop) return null;

  // On the page's one modal stack, as the app's panel will be: the page behind inert and still (its
  // scrollbar's width kept), Escape and Tab for the copy, focus back on the opener when it goes.
  let release = () => undefined as void;
  const close = () => {
    release();
    copy.remove();
    withdraw();
  };
  // Its header's button closes it, as does a press on the page beside it; its links are links. A
  // press on another of its buttons (Pay Now) is held, then made on the same button of the app's panel.
  backdrop.addEventListener('mousedown', (event) => {
    if (event.target === backdrop) close();
  });
  const closeButton = dialog.querySelector('button');
  let heldPress: string | null = null;
  dialog.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    // A link leads where it says, as the page's links do before the app starts: the panel closes
    // as the app's does (a link to this page's own section only scrolls it), once the browser has
    // followed the link (a link no longer on the page leads nowhere).
    if (target?.closest('a[href]')) return void win.setTimeout(close);
    const button = target?.closest('button');
    if (!button) return;
    event.preventDefault();
    if (button === closeButton) return close();
    heldPress = button.textContent;
    button.style.setProperty('opacity', HELD_OPACITY);
  });

  doc.body.append(copy);
  release = pushModal({
    container: dialog,
    requestClose: close,
    returnFocus: control instanceof HTMLElement ? control : null,
  });
  focusables(dialog)[0]?.focus();

  return {
    handOver() {
      // Off the stack before the app's panel goes on it (focus back on the opener the app presses).
      release();
      if (!copy.isConnected) return;
      const html = doc.documentElement;
      html.setAttribute(HANDOVER_ATTRIBUTE, '');
      // The copy stays until the app's panel is there (its code may still be on its way), then goes
      // before the next paint; the attribute stays while that panel is open, so it does not slide in.
      const observer = new MutationObserver(() => {
        const appsPanel = [...doc.body.children].find(
          (child) => child !== copy && !child.hasAttribute('data-early-copy') && child.querySelector('[role="dialog"]'),
        );
        if (copy.isConnected) {
          if (!appsPanel) return;
          copy.remove();
          if (heldPress !== null)
            [...appsPanel.querySelectorAll('button')].find((button) => button.textContent === heldPress)?.click();
          return;
        }
        if (!appsPanel) {
          observer.disconnect();
          html.removeAttribute(HANDOVER_ATTRIBUTE);
        }
      });
      observer.observe(doc.body, { childList: true });
      // The app could not open its panel (its code not fetched): the copy still goes with the page's hold.
      win.setTimeout(() => {
        if (!copy.isConnected) return;
        copy.remove();
        observer.disconnect();
        html.removeAttribute(HANDOVER_ATTRIBUTE);
      }, 10_000);
    },
  };
}
