/**
 * The first of `elements` that is shown: the page shown is not the only one in the document (the
 * page rendered ahead, hidden, and the page just left, out of view, have the same headings and ids).
 */
export function firstShown<E extends Element>(elements: Iterable<E>): E | undefined {
  for (const element of elements) if (element.checkVisibility?.() ?? true) return element;
  return undefined;
}

/**
 * Keyboard focus on the page's `<h1>` (made focusable without entering the Tab order), so a
 * screen reader says which page it is and the next Tab starts from its top: after the app's
 * navigation (`useFocusOnNavigation`) and after a page shown before the app starts
 * (`holdUntilStarted`). Whether the page has its heading yet.
 */
export function focusHeading(doc: Document = document): boolean {
  const heading = firstShown(doc.querySelectorAll<HTMLElement>('h1'));
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return true;
}

/**
 * Takes keyboard focus off the page a navigation replaces (the link or button pressed in it), so
 * the page leaves as any other: taking away the focused element made the browser work out the
 * half-built next page's style and layout in the middle of React's commit (25–50 ms at 4×
 * slowdown before the press was answered). The next page's heading takes focus once it shows
 * (`useFocusOnNavigation`); the bar and footer stay, so focus in them stays too.
 */
export function leaveFocusedPage(): void {
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && focused.closest('main')) focused.blur();
}
