/**
 * For the routes' tests (happy-dom): a link to `href` on the page, and the element inside it the
 * pointer comes over; `inView` gives a control a box in the window; `clearPage` empties the page
 * after each test.
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

/** Gives the control of `label` (happy-dom lays nothing out) a box in the window's view, or at `box`. */
export function inView(label: HTMLElement, box: { top: number; bottom: number } = { top: 10, bottom: 40 }): void {
  const control = label.closest('a, button') ?? label;
  control.getBoundingClientRect = () =>
    DOMRect.fromRect({ x: 10, y: box.top, width: 100, height: box.bottom - box.top });
}
