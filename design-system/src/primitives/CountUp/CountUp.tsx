import { useEffect, useRef, useState, type ComponentProps } from 'react';
import styled from 'styled-components';
import { isPictured, useReducedMotion, useRenderedAhead } from '../clock';
import { VisuallyHidden } from '../VisuallyHidden';

export interface CountUpProps extends Omit<ComponentProps<'span'>, 'children'> {
  /** The final value. */
  value: number;
  /** How the number is written (default: Indian digit grouping, `12,500`). */
  format?: (value: number) => string;
  /** Milliseconds to count (default: the theme's `countUp`). */
  duration?: number;
  /** Decimals kept while counting (`4.8`). */
  decimals?: number;
}

const indian = new Intl.NumberFormat('en-IN');

const Figure = styled.span`
  font-variant-numeric: tabular-nums;
`;

/** Ease-out cubic: quick at first, landing softly on the value. */
const easeOut = (t: number) => 1 - (1 - t) ** 3;

const onScreen = (element: Element) => {
  const { top, bottom } = element.getBoundingClientRect();
  return bottom > 0 && top < window.innerHeight;
};

/**
 * A figure that counts up to its value once it scrolls into view. Screen readers get the final
 * value at once; under reduced motion everybody does, and so does a picture for visual regression.
 *
 * Rendered ahead of time, it holds its final value, which is what a page shows until its script
 * runs. Once hydrated, a figure already on screen keeps it (the shopper has read it; counting from
 * zero now would take it away); one below the fold goes back to zero and counts when it comes in.
 */
export function CountUp({
  value,
  format = (n) => indian.format(n),
  duration = 1600,
  decimals = 0,
  ...rest
}: CountUpProps) {
  const reduced = useReducedMotion() || isPictured();
  const renderedAhead = useRenderedAhead();
  const ref = useRef<HTMLSpanElement>(null);
  // The first render decides: markup rendered ahead already shows the final value.
  const [hydrated] = useState(renderedAhead);
  const [shown, setShown] = useState(reduced || hydrated ? value : 0);

  useEffect(() => {
    const element = ref.current;
    if (reduced || !element || (hydrated && onScreen(element))) {
      setShown(value);
      return undefined;
    }
    setShown(0);
    let frame = 0;
    let start: number | null = null;
    const factor = 10 ** decimals;
    const tick = (time: number) => {
      start ??= time;
      const progress = Math.min(1, (time - start) / duration);
      setShown(Math.round(easeOut(progress) * value * factor) / factor);
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        frame = requestAnimationFrame(tick);
      }
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [reduced, hydrated, value, duration, decimals]);

  return (
    <Figure ref={ref} {...rest}>
      <span aria-hidden="true" data-countup={shown === value ? 'done' : 'counting'}>
        {format(shown)}
      </span>
      <VisuallyHidden>{format(value)}</VisuallyHidden>
    </Figure>
  );
}
