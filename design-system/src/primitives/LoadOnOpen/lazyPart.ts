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
 * takes it at once, without suspending for a frame.
 */
export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  Fallback: (props: NoInfer<Props>) => ReactNode = Nothing,
): LazyPart<Props> {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  let loaded: { default: ComponentType<Props> } | undefined;
  const start = () =>
    (loading ??= load().then(
      (Part) => (loaded = { default: Part }),
      (error: unknown) => {
        console.error('A part of the page could not be loaded:', error);
        return (loaded = { default: Fallback as ComponentType<Props> });
      },
    ));
  // A thenable that answers at once: React takes an already loaded part without suspending.
  const part = lazy<ComponentType<Props>>(() =>
    loaded ? ({ then: (resolve: (module: typeof loaded) => void) => resolve(loaded) } as never) : start(),
  );
  return Object.assign(part, { preload: () => start().then(() => undefined) });
}
