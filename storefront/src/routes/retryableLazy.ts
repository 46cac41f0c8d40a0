import { createElement, lazy, type ComponentType } from 'react';

const failedLoads = new Set<() => void>();

/**
 * `React.lazy` that can load again. React keeps a failed import's rejection for good, so a page
 * whose code could not be fetched (the server or the connection down) would stay broken until a
 * reload; here each failed load is remembered, and `retryFailedLoads()` (a page error's Try
 * again) gives it a fresh import on its next render.
 */
export function retryableLazy<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const attempt = () =>
    lazy(() =>
      load().then(
        (Component) => ({ default: Component }),
        (error: unknown) => {
          failedLoads.add(reset);
          throw error;
        },
      ),
    );
  let Current = attempt();
  const reset = () => {
    Current = attempt();
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
