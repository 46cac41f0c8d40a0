/**
 * A page's code failed to load again on Try again. If the server answers now, the browser kept
 * the first failure: Chromium before about version 156 keeps a failed dynamic import's failure in
 * the document's module map, so no later `import()` of that chunk or of its imports fetches it
 * again. Only a fresh document loads it; the session and the cart are saved, so nothing is lost.
 * Whether the server answers is asked of the page's own address, which the same server serves.
 * Resolves to whether the page is being loaded afresh.
 */
export async function reloadIfServerAnswers(win: Window = window): Promise<boolean> {
  try {
    const response = await win.fetch(win.location.href, { method: 'HEAD', cache: 'no-store' });
    if (!response.ok) return false;
  } catch {
    return false;
  }
  win.location.reload();
  return true;
}
