import {
  createContext,
  memo,
  Suspense,
  use,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import styled from 'styled-components';

/**
 * A region of a prerendered page whose markup the browser shows at once, and which the app takes
 * over (hydrates) only when the shopper gets to it: it comes on screen (`NEAR_VIEWPORT`), or they
 * press, type or focus in it. Until then it costs no script at all, so a phone
 * runs only the part of the page on its screen when the page opens (the home page's lower
 * sections, every page's footer, the catalogue's cards, the sign-in page's success stories). Rendered by the app itself (a page opened by a link in the
 * shop, a page not prerendered), it renders at once, as any component does.
 */

/** The regions still waiting, in every prerendered page on screen (one page at a time). */
const waiting = new Set<Region>();

/**
 * How near the screen a region is hydrated: as it comes on screen, as Astro's `client:visible` and
 * Angular's `hydrate on viewport` do. Its markup is on screen already; a press on it before that is
 * handled all the same.
 */
export const NEAR_VIEWPORT = '0px';

/** A region, and the gate its hydration waits behind. */
class Region {
  /** Resolved once open. Marked fulfilled at once too: React reads that before it waits for a promise. */
  readonly gate: Promise<void>;
  private resolve = () => {};
  private element: HTMLElement | null = null;

  constructor(open: boolean) {
    this.gate = new Promise<void>((resolve) => {
      this.resolve = resolve;
    });
    if (open) this.open();
    else waiting.add(this);
  }

  get isOpen() {
    return (this.gate as { status?: string }).status === 'fulfilled';
  }

  /** Lets hydration go on: in this same event, should a click or a navigation render the region now. */
  open() {
    waiting.delete(this);
    Object.assign(this.gate, { status: 'fulfilled', value: undefined });
    this.resolve();
  }

  contains(target: EventTarget | null) {
    return target instanceof Node && Boolean(this.element?.contains(target));
  }

  /** Opens the region once its markup (the children of `element`) comes near the screen; returns the stop. */
  watch(element: HTMLElement) {
    if (this.isOpen) return () => undefined;
    this.element = element;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) this.open();
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    for (const child of element.children) observer.observe(child);
    void this.gate.then(() => observer.disconnect());
    return () => {
      observer.disconnect();
      waiting.delete(this);
    };
  }
}

const openAll = () => [...waiting].forEach((region) => region.open());
const openAround = (event: Event) =>
  [...waiting].filter((region) => region.contains(event.target)).forEach((region) => region.open());

/**
 * Registered before the app renders, so they run before React's own listeners and the router's:
 * a press or a key anywhere opens every region (the shopper is using the page, and a navigation it
 * starts re-renders every region of the page, which must then be free to hydrate); focus moving
 * into a region opens that one; back and forward (a fragment link too) open every region, as they
 * change the page's address.
 */
if (typeof window !== 'undefined') {
  const options = { capture: true, passive: true } as const;
  window.addEventListener('pointerdown', openAll, options);
  window.addEventListener('keydown', openAll, options);
  window.addEventListener('popstate', openAll, options);
  window.addEventListener('focusin', openAround, options);
}

/**
 * Set around a render that makes a page's markup (a server's): every region renders in full. A
 * server without `window` (the build's prerender) needs no setting; a test rendering server markup
 * in the browser does.
 */
export const RenderingServerMarkup = createContext(false);

/** A gate open from the start. */
const OPENED: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

const subscribeToNothing = () => () => undefined;

/** True while React hydrates markup it did not render (the server's), false when it renders it itself. */
function useHydrating() {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

/**
 * Waits for the region's gate while hydrating; renders at once when the app renders the region
 * itself. Either way the region is open once this is on screen.
 */
function Gate({ region, children }: { region: Region; children: ReactNode }) {
  const waits = useHydrating() && !use(RenderingServerMarkup);
  // `use` on every render (React asks that of a component that once suspended on it).
  use(waits ? region.gate : OPENED);
  useEffect(() => region.open(), [region]);
  return children;
}

/** No box of its own: the page's layout is the region's children's. */
const Wrapper = styled.div`
  display: contents;
`;

/**
 * `Component`, hydrated only when seen (see above). The result is memoised and takes the
 * component's props: a page re-rendered above it leaves a waiting region waiting, with the server's
 * markup.
 */
export function hydrateWhenSeen<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function HydratedWhenSeen(props: P) {
    // Not `useHydrating` here: its change once hydrated would re-render a region still waiting, and
    // React renders a waiting region that receives new props afresh, dropping the server's markup.
    const [region] = useState(() => new Region(typeof window === 'undefined'));
    const wrapper = useRef<HTMLDivElement>(null);
    useEffect(() => (wrapper.current ? region.watch(wrapper.current) : undefined), [region]);
    return (
      <Wrapper ref={wrapper}>
        <Suspense fallback={null}>
          <Gate region={region}>
            <Component {...props} />
          </Gate>
        </Suspense>
      </Wrapper>
    );
  }
  HydratedWhenSeen.displayName = `HydratedWhenSeen(${Component.displayName ?? Component.name})`;
  return memo(HydratedWhenSeen) as unknown as ComponentType<P>;
}
