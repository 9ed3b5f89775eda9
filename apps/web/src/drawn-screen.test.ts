import { afterEach, describe, expect, it } from 'vitest';
import { keepWhatIsDoneOnTheDrawnScreen } from './drawn-screen';

/** The page's root holding `html` as its screen. */
function screenOf(html: string) {
  document.body.innerHTML = `<div id="root">${html}</div>`;
  return document.getElementById('root')!;
}

/** Types into a field as a visitor does: the value, then the input event. */
function type(field: HTMLInputElement, value: string) {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('what is typed on the drawn screen', () => {
  it('reaches the same field of the script screen, past the hidden field a widget adds before it', () => {
    // The drawn screen's dial-code stand-in has no field; the script's select keeps a hidden one for forms.
    const root = screenOf('<main><button aria-disabled="true">+972</button><input type="tel" /></main>');
    const takeOver = keepWhatIsDoneOnTheDrawnScreen(root);
    type(root.querySelector('input')!, '501234567');

    root.innerHTML =
      '<main><div aria-hidden="true"><select><option>IL</option></select></div>' +
      '<input type="hidden" name="country" value="IL" /><button>+972</button><input type="tel" id="phone" /></main>';
    const heard: string[] = [];
    const phone = root.querySelector<HTMLInputElement>('#phone')!;
    phone.addEventListener('input', () => heard.push(phone.value));
    takeOver();

    expect(phone.value).toBe('501234567');
    expect(heard).toEqual(['501234567']);
    expect(root.querySelector('select')!.value).toBe('IL');
  });

  it("reaches the field of its label when the script's screen has another field before it", () => {
    // The drawn screen has the doctor's choice alone; the script's adds "Who is this visit for?" before it.
    const doctors = (ids: string) =>
      ['Any available doctor', 'Dr. Noa Levi', 'Dr. Daniel Cohen']
        .map((name, i) => `<label><input type="radio" name="d"${ids ? ` id="${ids}${i}"` : ''} />${name}</label>`)
        .join('');
    const root = screenOf(`<main>${doctors('')}<label>Note<input type="text" /></label></main>`);
    const takeOver = keepWhatIsDoneOnTheDrawnScreen(root);
    const cohen = root.querySelectorAll('input')[2]!;
    cohen.click();
    type(root.querySelectorAll('input')[3]!, 'evening please');

    root.innerHTML =
      '<main><label><input type="radio" name="who" id="me" />Me</label>' +
      `${doctors('doctor')}<label>Note<input type="text" id="note" /></label></main>`;
    takeOver();

    expect(root.querySelector<HTMLInputElement>('#doctor2')!.checked).toBe(true);
    expect(root.querySelector<HTMLInputElement>('#doctor1')!.checked).toBe(false);
    expect(root.querySelector<HTMLInputElement>('#me')!.checked).toBe(false);
    expect(root.querySelector<HTMLInputElement>('#note')!.value).toBe('evening please');
  });

  it('keeps the focus on the field that had it', () => {
    const root = screenOf('<main><input type="text" /><input type="email" /></main>');
    const takeOver = keepWhatIsDoneOnTheDrawnScreen(root);
    root.querySelectorAll('input')[1]!.focus();

    root.innerHTML = '<main><input type="text" /><input type="email" id="email" /></main>';
    takeOver();

    expect(document.activeElement?.id).toBe('email');
  });
});

describe('a button pressed on the drawn screen', () => {
  it('is pressed again on the script screen and keeps the focus, so the keyboard goes on from it', async () => {
    const root = screenOf(
      '<header><button type="button">English</button></header><main><button type="button">Book</button></main>',
    );
    const takeOver = keepWhatIsDoneOnTheDrawnScreen(root);
    const drawn = root.querySelector('button')!;
    drawn.focus();
    drawn.click();

    root.innerHTML =
      '<header><button type="button" id="menu">English</button></header><main><button type="button">Book</button></main>';
    let pressed = 0;
    root.querySelector('#menu')!.addEventListener('click', () => pressed++);
    takeOver();
    await new Promise((done) => setTimeout(done, 0));

    expect(pressed).toBe(1);
    expect(document.activeElement?.id).toBe('menu');
  });
});
