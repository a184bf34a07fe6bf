import { useEffect, useState } from 'react';
import { lazyPart, OptionalPart } from '../routing/lazy-part';

/** Spec 002 §9: the back-to-top button appears after 1200 px of scrolling. */
export const BACK_TO_TOP_AFTER_PX = 1200;

// The button's code is fetched once the reader has scrolled halfway there, never for a page read at the top.
const LOAD_AFTER_PX = BACK_TO_TOP_AFTER_PX / 2;

const backTopButton = lazyPart<{ visibilityHeight: number }>(() =>
  import('./BackTopButton').then((module) => module.BackTopButton),
);

/** The back-to-top button, from the first scroll that comes near the distance where it shows. */
export function BackToTop() {
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (wanted) return;
    // Only a scroll asks where the page is: reading it as the page mounts would force a layout early.
    const check = () => {
      if (window.scrollY >= LOAD_AFTER_PX) setWanted(true);
    };
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, [wanted]);

  if (!wanted) return null;
  return (
    <OptionalPart>
      <backTopButton.Component visibilityHeight={BACK_TO_TOP_AFTER_PX} />
    </OptionalPart>
  );
}
