/**
 * For the routes' tests (happy-dom): a link to `href` on the page, and the element inside it the
 * pointer comes over; `clearPage` empties the page after each test.
 */
export function linkOnPage(href: string): HTMLElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  const label = document.createElement('span');
  label.textContent = 'Sign In';
  anchor.append(label);
  document.body.append(anchor);
  return label;
}

export function clearPage(): void {
  document.body.innerHTML = '';
}
