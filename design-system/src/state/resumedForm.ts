import { reloadIfServerAnswers } from './reloadIfServerAnswers';
import { resumedFormKey } from './storageKeys';

/** What a form held when its page was loaded afresh for it: its accessible name, each text field's value. */
interface ResumedForm {
  form: string;
  values: Record<string, string>;
}

const keyOf = (win: Window) => resumedFormKey(win.location.pathname + win.location.search);

/** The form's text, by field name: never a password, nor a file. */
function textOf(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const element of form.elements)
    if (
      (element instanceof HTMLInputElement && !['password', 'file'].includes(element.type)) ||
      element instanceof HTMLTextAreaElement
    )
      if (element.name) values[element.name] = element.value;
  return values;
}

/**
 * A press on `form` whose code failed to load again while the server answers: the browser has kept
 * the first failure (Chromium before about 156 keeps a failed dynamic import in the document's
 * module map), so only a fresh document loads it. The form's text is kept in the tab's session
 * storage, under this page's address, and the page is loaded afresh, where the form takes it back
 * and is sent (`takeResumedForm`). Resolves to whether the page is being loaded afresh.
 */
export async function resumeInFreshDocument(form: HTMLFormElement, win: Window = window): Promise<boolean> {
  const name = form.getAttribute('aria-label');
  if (!name) return false;
  const resumed: ResumedForm = { form: name, values: textOf(form) };
  try {
    win.sessionStorage.setItem(keyOf(win), JSON.stringify(resumed));
  } catch {
    return false;
  }
  if (await reloadIfServerAnswers(win)) return true;
  win.sessionStorage.removeItem(keyOf(win));
  return false;
}

/**
 * Puts back in `form`'s fields the text it held when this page was loaded afresh for it; taken
 * once. Whether it was there (the form then sends it).
 */
export function takeResumedForm(form: HTMLFormElement, win: Window = window): boolean {
  let resumed: ResumedForm | null;
  try {
    resumed = JSON.parse(win.sessionStorage.getItem(keyOf(win)) ?? 'null') as ResumedForm | null;
  } catch {
    return false;
  }
  if (resumed?.form !== form.getAttribute('aria-label')) return false;
  win.sessionStorage.removeItem(keyOf(win));
  for (const [name, value] of Object.entries(resumed.values)) {
    const field = form.elements.namedItem(name);
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) field.value = value;
  }
  return true;
}
