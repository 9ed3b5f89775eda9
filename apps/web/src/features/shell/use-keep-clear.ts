import { type RefObject, useEffect, useState } from 'react';

/** What a floating button must never lie on: fields and other controls, time chips, calendar days, prices. */
const CONTROLS =
  'a[href], button, input, select, textarea, label, [contenteditable="true"], [role="radio"], [role="button"], [role="gridcell"], [role="checkbox"]';
const FIELDS = 'input, select, textarea, [contenteditable="true"]';
/** Text with a figure in it (a price, a time, a date, a phone number) is what the patient reads to decide. */
const FIGURE = /[\d₪$£€]/;
const PHONE_WIDTH = '(max-width: 767px)';

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom && a.width > 0 && a.height > 0;

/** Whether any text of the page with a figure in it (a price, a time, a date) shows within `area`. */
function figureWithin(area: DOMRect): boolean {
  const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = texts.nextNode(); node; node = texts.nextNode()) {
    const parent = node.parentElement;
    if (!FIGURE.test(node.textContent ?? '') || !parent || !overlaps(parent.getBoundingClientRect(), area)) continue;
    if (!parent.checkVisibility()) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    if ([...range.getClientRects()].some((box) => overlaps(box, area))) return true;
  }
  return false;
}

/**
 * Whether anything the patient must reach or read lies under `button`, by the boxes themselves: a control or a
 * figure that reaches under any part of it counts, however little.
 */
function coversContent(button: HTMLElement): boolean {
  const area = button.getBoundingClientRect();
  const covered = (element: Element) =>
    !button.contains(element) && overlaps(element.getBoundingClientRect(), area) && element.checkVisibility();
  if ([...document.querySelectorAll(CONTROLS)].some(covered)) return true;
  return figureWithin(area);
}

/**
 * True while a floating button should step aside: while it would lie on a control, a time chip or a figure (it
 * comes back where the page has room, and the page ends with room for it), and on a phone while a form field is
 * being filled (the keyboard is up). A button that has the keyboard's focus stays.
 */
export function useKeepClear(ref: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [aside, setAside] = useState(false);
  useEffect(() => {
    if (!active) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const button = ref.current;
      if (!button) return;
      const focused = document.activeElement;
      if (focused && button.contains(focused)) return setAside(false);
      const typing = !!focused?.matches(FIELDS) && window.matchMedia(PHONE_WIDTH).matches;
      setAside(typing || coversContent(button));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    schedule();
    const changes = new MutationObserver(schedule);
    changes.observe(document.body, { childList: true, subtree: true, characterData: true });
    const events = ['scroll', 'resize', 'focusin', 'focusout'] as const;
    for (const name of events) window.addEventListener(name, schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      changes.disconnect();
      for (const name of events) window.removeEventListener(name, schedule);
    };
  }, [ref, active]);
  return aside;
}
