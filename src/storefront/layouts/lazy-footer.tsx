import { useEffect, useState } from 'react';

type FooterModule = typeof import('./footer');
let footer: FooterModule | undefined;

/**
 * The footer as a chunk of its own (with its styles and words): it sits below the first screen
 * (.sf-main is a screen high), so the entry does not carry it and nothing in view moves when it
 * arrives. Loaded once; later pages render it at once. A failed load leaves the page without it.
 */
export function LazyFooter({ slim = false }: { slim?: boolean }) {
  const [loaded, setLoaded] = useState(footer);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    import('./footer').then(
      (m) => {
        footer = m;
        if (live) setLoaded(m);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [loaded]);
  if (!loaded) return null;
  return slim ? <loaded.SlimFooter /> : <loaded.Footer />;
}
