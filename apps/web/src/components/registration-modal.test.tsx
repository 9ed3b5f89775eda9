import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RegistrationModal, validateRegistration } from './registration-modal';

const valid = { name: 'Dana', age: '33', gender: 'female', email: '' };

describe('registration rules', () => {
  it('accept a complete form with or without email', () => {
    expect(validateRegistration(valid)).toEqual({});
    expect(validateRegistration({ ...valid, email: 'dana@example.com' })).toEqual({});
  });

  it('name, age and gender are required', () => {
    expect(validateRegistration({ name: ' ', age: '', gender: '', email: '' })).toEqual({
      name: 'nameRequired',
      age: 'ageRequired',
      gender: 'genderRequired',
    });
  });

  it('age is a whole number from 1 to 120', () => {
    for (const age of ['0', '121', '4.5', '-3']) expect(validateRegistration({ ...valid, age }).age).toBe('ageInvalid');
    for (const age of ['1', '120']) expect(validateRegistration({ ...valid, age }).age).toBeUndefined();
  });

  it('gender is male, female or other; email must look like an address', () => {
    expect(validateRegistration({ ...valid, gender: 'x' }).gender).toBe('genderRequired');
    expect(validateRegistration({ ...valid, email: 'dana@' }).email).toBe('emailInvalid');
  });
});

describe('a field the server refused', () => {
  const refusal = { field: 'age', message: 'יש להזין גיל תקין (1-120).' };
  const open = () =>
    render(
      <RegistrationModal
        isOpen
        onClose={() => {}}
        phone="972530437101"
        onSubmit={() => {}}
        pending={false}
        refusal={refusal}
      />,
    );

  it('shows the number being registered as people write it', () => {
    open();
    expect(screen.getByText('+972 53-043-7101')).toBeTruthy();
  });

  it("writes a number of the clinic's country national, as the desk does", () => {
    render(
      <RegistrationModal
        isOpen
        onClose={() => {}}
        phone="972530437101"
        onSubmit={() => {}}
        pending={false}
        country="IL"
      />,
    );
    expect(screen.getByText('053-043-7101')).toBeTruthy();
  });

  it("is said beside that field, in the server's sentence, until the field is edited", async () => {
    open();
    const age = document.getElementById('reg-age') as HTMLInputElement;
    expect(age).toHaveProperty('ariaInvalid', 'true');
    expect(document.getElementById(age.getAttribute('aria-describedby')!)?.textContent).toBe(refusal.message);
    expect(document.getElementById('reg-name')?.getAttribute('aria-describedby')).toBeNull();
    await userEvent.type(age, '3');
    expect(screen.queryByText(refusal.message)).toBeNull();
  });
});
