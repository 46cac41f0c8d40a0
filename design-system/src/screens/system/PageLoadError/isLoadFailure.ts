/**
 * Whether an error is the browser failing to fetch a page's code (the server or the connection
 * down), as Chromium, Firefox and Safari word it, rather than a fault of the page itself.
 */
export function isLoadFailure(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|module script failed|Failed to fetch|NetworkError|Load failed/i.test(error.message)
  );
}
