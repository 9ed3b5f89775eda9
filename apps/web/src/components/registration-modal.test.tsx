import { describe, expect, it } from 'vitest';
import { validateRegistration } from './registration-modal';

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
