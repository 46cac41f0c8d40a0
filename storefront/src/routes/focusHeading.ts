/**
 * Keyboard focus on the page's `<h1>` (made focusable without entering the Tab order), so a
 * screen reader says which page it is and the next Tab starts from its top: after the app's
 * navigation (`useFocusOnNavigation`) and after a page shown before the app starts
 * (`holdUntilStarted`). Whether the page has its heading yet.
 */
export function focusHeading(doc: Document = document): boolean {
  const heading = doc.querySelector<HTMLElement>('main h1, h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return true;
}
