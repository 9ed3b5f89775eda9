import { describe, expect, it } from 'vitest';
import { type ContactValues, phoneDigits, validateContact, wirePhone } from './contact-form';

const ok: ContactValues = { name: 'Noa', email: 'noa@example.com', country: 'IL', phone: '0501234567', message: 'Hi' };

describe('validateContact', () => {
  it('accepts a complete form', () => {
    expect(validateContact(ok)).toEqual({});
  });
  it('requires every field', () => {
    expect(validateContact({ ...ok, name: ' ', email: '', phone: '', message: '\n' })).toEqual({
      name: 'name',
      email: 'email',
      phone: 'phone',
      message: 'message',
    });
  });
  it('checks the email and the phone length', () => {
    expect(validateContact({ ...ok, email: 'noa@' }).email).toBe('emailInvalid');
    expect(validateContact({ ...ok, email: 'a b@c.de' }).email).toBe('emailInvalid');
    expect(validateContact({ ...ok, phone: '12345' }).phone).toBe('phoneInvalid');
    expect(validateContact({ ...ok, phone: '501234567' }).phone).toBeUndefined();
  });
});

describe('phone', () => {
  it('keeps digits only, at most 10', () => {
    expect(phoneDigits('050-123 45a67')).toBe('0501234567');
    expect(phoneDigits('123456789012')).toBe('1234567890');
  });
  it('sends the dial code digits plus the number', async () => {
    expect(await wirePhone('IL', '0501234567')).toBe('972501234567');
    expect(await wirePhone('US', '2025550123')).toBe('12025550123');
    expect(await wirePhone('AE', '501234567')).toBe('971501234567');
  });
});
