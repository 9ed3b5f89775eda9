type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const FIELDS = 'input, textarea, select';
/** What keeps the focus from the drawn screen to the script's: a field, or a button (as one just pressed). */
const FOCUSABLE = `${FIELDS}, button`;
const isField = (target: EventTarget | null | undefined): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;

/** A field's name as a person reads it: the text of its label, else its aria-label; empty for others. */
const labelOf = (element: Element) =>
  isField(element) ? (element.labels?.[0]?.textContent ?? element.getAttribute('aria-label') ?? '').trim() : '';

/**
 * An element as the same screen drawn again has it (ids made by React's useId differ between the two): the part
 * of the page it is in, and for a labelled field its label (and which of the fields of that label it is), so that
 * a field the script's screen adds before it shifts nothing; else which of the elements of its kind there it is,
 * and for a button its words.
 */
function keyOf(element: Element, selector: string): string {
  const part = element.closest('header, main, footer') ?? document.getElementById('root')!;
  const shown = [...part.querySelectorAll(selector)].filter(isShown);
  const label = labelOf(element);
  if (label) {
    const namesakes = shown.filter((other) => other.tagName === element.tagName && labelOf(other) === label);
    return `${part.tagName}:${element.tagName}:${label}:${namesakes.indexOf(element)}`;
  }
  const words = element instanceof HTMLButtonElement ? (element.textContent ?? '') : '';
  return `${part.tagName}:${shown.indexOf(element)}:${element.tagName}:${words}`;
}

function findByKey(key: string, selector: string): Element | undefined {
  return [...document.getElementById('root')!.querySelectorAll(selector)]
    .filter(isShown)
    .find((element) => keyOf(element, selector) === key);
}

/**
 * Not one of the hidden fields a widget keeps for forms (react-aria's select keeps a hidden one beside its
 * button): the script's screen may have them where the drawn screen's stand-in has none, and they would shift
 * the count of the fields after them.
 */
const isShown = (element: Element) =>
  !(element instanceof HTMLInputElement && element.type === 'hidden') && !element.closest('[aria-hidden="true"]');

/** Sets a field as typing would, so that React's handlers hear of it (its own setter records the value first). */
function typeInto(field: Field, value: string, checked: boolean) {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    if (field.checked !== checked) field.click();
    return;
  }
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * The server drew the page's first screen (entry-server.tsx), and the visitor may use it before the site's script
 * has taken it over. From now until then, what they do on it is kept: what they type into its fields, which field
 * or button has the focus, the last button they press, and a form they send, which the browser is kept from
 * sending itself (that would load the page again). The answer, called once the script's screen is there, gives it
 * all to that screen.
 */
export function keepWhatIsDoneOnTheDrawnScreen(root: HTMLElement): () => void {
  const typed = new Map<string, { value: string; checked: boolean }>();
  let focused: string | undefined;
  let pressed: string | undefined;
  let sentForm: number | undefined;
  const onType = (event: Event) => {
    const field = event.target;
    if (isField(field))
      typed.set(keyOf(field, FIELDS), {
        value: field.value,
        checked: field instanceof HTMLInputElement && field.checked,
      });
  };
  const onFocus = (event: FocusEvent) => {
    const target = event.target instanceof Element && event.target.matches(FOCUSABLE) ? event.target : undefined;
    focused = target && keyOf(target, FOCUSABLE);
  };
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && button.type !== 'submit') pressed = keyOf(button, 'button');
  };
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    sentForm = [...document.forms].indexOf(event.target as HTMLFormElement);
  };
  const listeners = [
    ['input', onType],
    ['change', onType],
    ['focusin', onFocus],
    ['click', onClick],
    ['submit', onSubmit],
  ] as const;
  for (const [type, listener] of listeners) root.addEventListener(type, listener as EventListener, true);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    for (const [type, listener] of listeners) root.removeEventListener(type, listener as EventListener, true);
    for (const [key, { value, checked }] of typed) {
      const field = findByKey(key, FIELDS);
      if (isField(field)) typeInto(field, value, checked);
    }
    if (focused) (findByKey(focused, FOCUSABLE) as HTMLElement | undefined)?.focus();
    // Once the screen has drawn what was typed: a form sends what its state holds, a button does what it does.
    const form = sentForm === undefined ? undefined : document.forms[sentForm];
    if (form) setTimeout(() => form.requestSubmit(), 0);
    const button = pressed === undefined ? undefined : (findByKey(pressed, 'button') as HTMLElement | undefined);
    if (button) setTimeout(() => button.click(), 0);
  };
}
