import { matchPath } from 'react-router-dom';

/** How many addresses a lookup remembers before it starts again (a long visit meets many products). */
const REMEMBERED = 500;

/**
 * The first of `patterns` that matches an address, remembered for each address. React Router's
 * `<Routes>` flattens and ranks its whole table on every render, and `matchPath` compiles its
 * pattern into a regular expression on every call: a navigation asked the ~50 patterns of the
 * table several times (the page shown, the page ahead, whether its code is loaded, its layout),
 * 20–30 ms at 4× CPU slowdown. No two patterns of the shop's table match one address, so the
 * first match is React Router's ranked match (`matchAddress.test.ts` holds them equal).
 */
export function firstMatching(patterns: readonly string[]): (pathname: string) => string | undefined {
  const remembered = new Map<string, string | undefined>();
  return (pathname) => {
    if (remembered.has(pathname)) return remembered.get(pathname);
    const pattern = patterns.find((candidate) => matchPath(candidate, pathname) !== null);
    if (remembered.size >= REMEMBERED) remembered.clear();
    remembered.set(pathname, pattern);
    return pattern;
  };
}
