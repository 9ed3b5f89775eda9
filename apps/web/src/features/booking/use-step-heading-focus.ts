import { useEffect, useRef } from 'react';

/**
 * A new step replaces the button that was pressed: when the focus is left nowhere, put it on the step's heading,
 * so keyboard and screen-reader users continue from the new step rather than from the top of the page. Answers
 * the ref of the element that holds the steps.
 */
export function useStepHeadingFocus(step: string) {
  const stepsRef = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    // A step whose code is still loading has no heading yet: look again on the next frames (about two seconds).
    let frame = 0;
    const focusHeading = (tries: number) => {
      // Left alone when the patient has put the focus somewhere (the pressed button, gone or hidden, does not count).
      const active = document.activeElement;
      if (active && active !== document.body && active.isConnected && active.getClientRects().length > 0) return;
      // The step before may still be in the page, hidden, while the new one's code loads: only a shown heading.
      const heading = [...(stepsRef.current?.querySelectorAll<HTMLElement>('h2') ?? [])].find(
        (h) => h.getClientRects().length > 0,
      );
      if (!heading) {
        if (tries > 0) frame = requestAnimationFrame(() => focusHeading(tries - 1));
        return;
      }
      heading.tabIndex = -1;
      heading.focus();
    };
    frame = requestAnimationFrame(() => focusHeading(120));
    return () => cancelAnimationFrame(frame);
  }, [step]);
  return stepsRef;
}
