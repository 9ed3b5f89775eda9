type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;

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
 * has taken it over. From now until then, what they do on it is kept: what they type into its fields (by id),
 * where the focus is, and a form they send, which the browser is kept from sending itself (that would load the
 * page again). The answer, called once the script's screen is there, gives it all to that screen.
 */
export function keepWhatIsDoneOnTheDrawnScreen(root: HTMLElement): () => void {
  const typed = new Map<string, { value: string; checked: boolean }>();
  let focused: string | undefined;
  let sentForm: number | undefined;
  const onType = (event: Event) => {
    const field = event.target;
    if (isField(field) && field.id)
      typed.set(field.id, { value: field.value, checked: field instanceof HTMLInputElement && field.checked });
  };
  const onFocus = (event: FocusEvent) => {
    focused = event.target instanceof HTMLElement && event.target.id ? event.target.id : undefined;
  };
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    sentForm = [...document.forms].indexOf(event.target as HTMLFormElement);
  };
  root.addEventListener('input', onType, true);
  root.addEventListener('change', onType, true);
  root.addEventListener('focusin', onFocus, true);
  root.addEventListener('submit', onSubmit, true);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    root.removeEventListener('input', onType, true);
    root.removeEventListener('change', onType, true);
    root.removeEventListener('focusin', onFocus, true);
    root.removeEventListener('submit', onSubmit, true);
    for (const [id, { value, checked }] of typed) {
      const field = document.getElementById(id);
      if (isField(field)) typeInto(field, value, checked);
    }
    if (focused) document.getElementById(focused)?.focus();
    // Once the screen has drawn what was typed: a form sends what its state holds.
    const form = sentForm === undefined ? undefined : document.forms[sentForm];
    if (form) setTimeout(() => form.requestSubmit(), 0);
  };
}
