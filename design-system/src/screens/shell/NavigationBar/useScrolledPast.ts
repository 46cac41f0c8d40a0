import { useEffect, useState } from 'react';

/** The spec's threshold: the bar changes appearance after 50 px of scroll. */
export const NAV_SCROLL_THRESHOLD = 50;

/** Whether the window has scrolled further than `threshold` pixels. */
export function useScrolledPast(threshold: number = NAV_SCROLL_THRESHOLD): boolean {
  const [past, setPast] = useState(() => typeof window !== 'undefined' && window.scrollY > threshold);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}
