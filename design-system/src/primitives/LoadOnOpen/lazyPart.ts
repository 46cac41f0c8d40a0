import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

/** Renders nothing: the part is simply absent. */
const Nothing = () => null;

/**
 * `React.lazy` for a part the page can do without (the footer's seller identity, a modal behind a
 * button). Should its code not be fetched (the server or the connection down mid-visit), it
 * becomes `Fallback` instead of throwing: an error thrown there would reach the page's error
 * boundary and replace the whole page, bar and footer included, for want of one part. The
 * failure stays until the page is loaded again, as the browser keeps a failed module.
 */
export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  Fallback: (props: NoInfer<Props>) => ReactNode = Nothing,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy<ComponentType<Props>>(() =>
    load().then(
      (Part) => ({ default: Part }),
      (error: unknown) => {
        console.error('A part of the page could not be loaded:', error);
        return { default: Fallback };
      },
    ),
  );
}
