import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Renders `children` only once its place comes near the viewport: the home page's lower floors
 * then cost no requests, DOM or main-thread time before the buyer scrolls to them. `minHeight`
 * holds their place meanwhile so the page does not jump. Without IntersectionObserver (old
 * browsers, tests) it renders at once.
 */
export function Deferred({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  const [shown, setShown] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (shown || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setShown(true);
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [shown]);
  if (shown) return <>{children}</>;
  return <div ref={ref} style={{ minHeight }} aria-hidden="true" />;
}
