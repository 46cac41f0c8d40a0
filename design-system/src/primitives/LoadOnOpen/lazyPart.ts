import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

/** Renders nothing: the part is simply absent. */
const Nothing = () => null;

/** A lazily loaded part, whose code can be asked for before it first renders. */
export type LazyPart<Props extends object> = LazyExoticComponent<ComponentType<Props>> & {
  /** Fetches and runs the part's code now (once), so that its first rendering need not wait for it. */
  preload: () => Promise<void>;
};

/**
 * `React.lazy` for a part the page can do without (the footer's seller identity, a modal behind a
 * button). Should its code not be fetched (the server or the connection down mid-visit), it
 * becomes `Fallback` instead of throwing: an error thrown there would reach the page's error
 * boundary and replace the whole page, bar and footer included, for want of one part. The
 * failure stays until the page is loaded again, as the browser keeps a failed module.
 *
 * `preload()` asks for the code ahead of time; once it has arrived, the part's first rendering
 * takes it at once, without suspending for a frame. A preload that fails changes nothing: the first
 * rendering asks again, and only then becomes `Fallback` if the code still cannot be fetched.
 */
export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  Fallback: (props: NoInfer<Props>) => ReactNode = Nothing,
): LazyPart<Props> {
  let loaded: { default: ComponentType<Props> } | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  // Asked for once at a time; a fetch that failed is asked for again next time (a preload while
  // offline does not decide what the part becomes).
  const fetchCode = () =>
    (loading ??= load().then(
      (Part) => {
        loaded = { default: Part };
        return Part;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  // A thenable that answers at once: React takes an already loaded part without suspending.
  const part = lazy<ComponentType<Props>>(() =>
    loaded
      ? ({ then: (resolve: (module: typeof loaded) => void) => resolve(loaded) } as never)
      : fetchCode().then(
          (Part) => ({ default: Part }),
          (error: unknown) => {
            console.error('A part of the page could not be loaded:', error);
            return { default: Fallback as ComponentType<Props> };
          },
        ),
  );
  return Object.assign(part, {
    preload: () =>
      fetchCode().then(
        () => undefined,
        () => undefined,
      ),
  });
}
