import { createElement, lazy, type ComponentType } from 'react';
import { reloadIfServerAnswers } from '@profit/design-system/state';

const failedLoads = new Set<() => void>();

/**
 * `React.lazy` that can load again. React keeps a failed import's rejection for good, so a page
 * whose code could not be fetched (the server or the connection down) would stay broken until a
 * reload; here each failed load is remembered, and `retryFailedLoads()` (a page error's Try
 * again) gives it a fresh import on its next render. Should that retry fail while the server
 * answers, the browser has kept the first failure, and the page is loaded afresh
 * (`reloadIfServerAnswers`; meanwhile the load stays pending, so no error flashes before it).
 */
export function retryableLazy<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const attempt = (isRetry: boolean) =>
    lazy(() =>
      load().then(
        (Component) => ({ default: Component }),
        async (error: unknown) => {
          if (isRetry && (await reloadIfServerAnswers())) return new Promise<never>(() => undefined);
          failedLoads.add(reset);
          throw error;
        },
      ),
    );
  let Current = attempt(false);
  const reset = () => {
    Current = attempt(true);
  };
  return function RetryableLazy(props: Props) {
    return createElement(Current, props);
  };
}

/** Lets every load that failed run again when next rendered. */
export function retryFailedLoads(): void {
  for (const reset of failedLoads) reset();
  failedLoads.clear();
}
