/**
 * The one modal stack of the page. Every open modal (dialog, drawer, overlay) is an entry; only
 * the top-most hears Escape and Tab (one key listener for the whole page, not one per modal), and
 * everything outside it is `inert`: not clickable, not focusable, not read. The page behind stops
 * scrolling with its scrollbar's width compensated, so nothing shifts sideways. When an entry
 * leaves, focus returns to where it came from.
 */

import { MODAL_EXEMPT_ATTRIBUTE } from './modalExempt';

export interface ModalEntry {
  /** The modal's own element (the dialog panel): focus stays inside it. */
  container: HTMLElement;
  /** Asked to close on Escape: the owner decides (it may refuse while busy). */
  requestClose: () => void;
  /** Where focus goes when the entry leaves. */
  returnFocus: HTMLElement | null;
}

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'summary',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

/** The elements of `container` Tab can reach, in document order. */
export function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.hasAttribute('hidden') && !element.closest('[inert]') && element.getClientRects().length > 0,
  );
}

const stack: ModalEntry[] = [];
/** The elements this stack made inert (and only those: something inert before stays as it was). */
const madeInert = new Set<Element>();
let savedBody: { overflow: string; paddingRight: string } | null = null;

/** The modals open now, bottom first (read-only: for tests and debugging). */
export function openModals(): readonly ModalEntry[] {
  return stack;
}

function topEntry(): ModalEntry | undefined {
  return stack[stack.length - 1];
}

/** Makes everything outside the top modal inert, walking up from it to `<body>`. */
function applyInert() {
  for (const element of madeInert) element.removeAttribute('inert');
  madeInert.clear();
  const top = topEntry();
  if (!top) return;
  let node: HTMLElement | null = top.container;
  while (node && node !== document.body) {
    const parent: HTMLElement | null = node.parentElement;
    if (!parent) break;
    for (const sibling of Array.from(parent.children)) {
      if (sibling === node || sibling.hasAttribute('inert')) continue;
      if (sibling.hasAttribute(MODAL_EXEMPT_ATTRIBUTE) || sibling.tagName === 'SCRIPT' || sibling.tagName === 'STYLE')
        continue;
      sibling.setAttribute('inert', '');
      madeInert.add(sibling);
    }
    node = parent;
  }
}

function lockScroll() {
  if (savedBody) return;
  const { body, documentElement } = document;
  savedBody = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  const scrollbar = window.innerWidth - documentElement.clientWidth;
  if (scrollbar > 0) {
    const current = Number.parseFloat(getComputedStyle(body).paddingRight) || 0;
    body.style.paddingRight = `${current + scrollbar}px`;
  }
  documentElement.style.setProperty('--ds-scrollbar-compensation', `${Math.max(0, scrollbar)}px`);
  body.style.overflow = 'hidden';
}

function unlockScroll() {
  if (!savedBody) return;
  document.body.style.overflow = savedBody.overflow;
  document.body.style.paddingRight = savedBody.paddingRight;
  document.documentElement.style.removeProperty('--ds-scrollbar-compensation');
  savedBody = null;
}

function onKeyDown(event: KeyboardEvent) {
  const top = topEntry();
  if (!top) return;
  if (event.key === 'Escape') {
    event.stopPropagation();
    event.preventDefault();
    top.requestClose();
    return;
  }
  if (event.key !== 'Tab') return;
  const { container } = top;
  const items = focusables(container);
  if (items.length === 0) {
    event.preventDefault();
    container.focus();
    return;
  }
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const active = document.activeElement;
  if (!container.contains(active)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  } else if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/** Puts a modal on top of the stack; returns the function that takes it off again. */
export function pushModal(entry: ModalEntry): () => void {
  if (stack.length === 0) {
    lockScroll();
    document.addEventListener('keydown', onKeyDown, true);
  }
  stack.push(entry);
  applyInert();
  return () => {
    const index = stack.indexOf(entry);
    if (index === -1) return;
    const wasTop = index === stack.length - 1;
    stack.splice(index, 1);
    applyInert();
    if (stack.length === 0) {
      document.removeEventListener('keydown', onKeyDown, true);
      unlockScroll();
    }
    if (wasTop && entry.returnFocus?.isConnected) entry.returnFocus.focus();
  };
}
