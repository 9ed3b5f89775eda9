import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { TranslatorContext } from '../../../../lib/use-translation';
import { Translator } from '../../../../lib/translator';
import { staff } from '../../../../locales/en/staff';
import { errorText } from '@clinic/contract/core/error-codes';
import { ERROR_TEXTS } from '@clinic/contract/core/error-texts/all';
import { loadErrorTexts } from '../../../../lib/errors/error-texts';
import { readStaffToken } from '../../core/api/staff-session';
import { StaffLogin } from './staff-login';

type Answer = { status: number; body: unknown };

/** Answers the calls in turn and keeps the requests. */
function answerInTurn(...answers: Answer[]) {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL, init: RequestInit) => {
      requests.push(new Request(url, init));
      const answer = answers[requests.length - 1] ?? { status: 500, body: {} };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return requests;
}

function renderLogin() {
  const i18n = new Translator('en');
  i18n.addTexts('en', 'staff', staff);
  i18n.addTexts('en', 'shell', {});
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <TranslatorContext.Provider value={i18n}>
      <QueryClientProvider client={client}>
        <StaffLogin clinic="dental" />
      </QueryClientProvider>
    </TranslatorContext.Provider>,
  );
}

async function logIn() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(staff.login.email), 'owner@dental.example');
  await user.type(screen.getByLabelText(staff.login.password), 'correct-horse');
  await user.click(screen.getByRole('button', { name: staff.login.submit }));
  return user;
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

// Typing into a rendered form takes a while on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

describe('the staff login', () => {
  it('keeps the token of a login that needs no second step, and sends the clinic with the email', async () => {
    const requests = answerInTurn({
      status: 200,
      body: { token: 'a'.repeat(40), role: 'owner', name: 'Dana', next_step: 'none' },
    });
    renderLogin();
    await logIn();
    await vi.waitFor(() => expect(readStaffToken('dental')).toBe('a'.repeat(40)));
    expect(await requests[0]?.json()).toEqual({
      clinic: 'dental',
      email: 'owner@dental.example',
      password: 'correct-horse',
    });
  });

  it('asks for the code when the account has a second factor, and keeps the token only once the code is right', async () => {
    const token = 'b'.repeat(40);
    const requests = answerInTurn(
      { status: 200, body: { token, role: 'owner', name: 'Dana', next_step: 'second_factor' } },
      { status: 200, body: { token, role: 'owner', name: 'Dana', next_step: 'none' } },
    );
    renderLogin();
    const user = await logIn();
    await user.type(await screen.findByLabelText(staff.secondFactor.code, {}, { timeout: 5_000 }), '123456');
    expect(readStaffToken('dental')).toBeNull();
    await user.click(screen.getByRole('button', { name: staff.secondFactor.verify }));
    await vi.waitFor(() => expect(readStaffToken('dental')).toBe(token));
    expect(requests[1]?.headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(await requests[1]?.json()).toEqual({ code: '123456' });
  });

  it('says the login failed, keeps no token and lets the person try again', async () => {
    answerInTurn({
      status: 401,
      body: { success: 0, message: 'The email or password is not right.', code: 'STAFF_LOGIN_FAILED' },
    });
    renderLogin();
    await logIn();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(readStaffToken('dental')).toBeNull();
    expect(screen.getByRole('button', { name: staff.login.submit }).hasAttribute('disabled')).toBe(false);
  });

  it('says how long to wait when the server slows the login (429 STAFF_LOGIN_LOCKED), and lets the person try again', async () => {
    await loadErrorTexts('en');
    answerInTurn({
      status: 429,
      body: {
        success: 0,
        message: 'words of the server',
        code: 'STAFF_LOGIN_LOCKED',
        params: { seconds: 30, minutes: 1 },
      },
    });
    renderLogin();
    await logIn();
    expect((await screen.findByRole('alert')).textContent).toBe('Too many tries. Please try again in 30 seconds.');
    expect(readStaffToken('dental')).toBeNull();
    expect(screen.getByRole('button', { name: staff.login.submit }).hasAttribute('disabled')).toBe(false);
  });
});

describe('the login slowdown in every language', () => {
  it('says a wait under a minute in seconds, and a longer one in minutes', () => {
    const said = (lang: keyof typeof ERROR_TEXTS, seconds: number) =>
      errorText(ERROR_TEXTS[lang], 'STAFF_LOGIN_LOCKED', { seconds, minutes: Math.ceil(seconds / 60) });
    expect(said('en', 1)).toBe('Too many tries. Please try again in 1 second.');
    expect(said('en', 30)).toBe('Too many tries. Please try again in 30 seconds.');
    expect(said('en', 900)).toBe('Too many tries. Please try again in 15 minutes.');
    expect(said('he', 30)).toBe('יותר מדי ניסיונות. אפשר לנסות שוב בעוד 30 שניות.');
    expect(said('he', 900)).toBe('יותר מדי ניסיונות. אפשר לנסות שוב בעוד 15 דקות.');
    expect(said('ar', 2)).toBe('محاولات كثيرة. يرجى المحاولة مرة أخرى بعد ثانيتين.');
    expect(said('ar', 30)).toBe('محاولات كثيرة. يرجى المحاولة مرة أخرى بعد 30 ثانية.');
    expect(said('ar', 900)).toBe('محاولات كثيرة. يرجى المحاولة مرة أخرى بعد 15 دقيقة.');
    expect(said('ru', 2)).toBe('Слишком много попыток. Попробуйте снова через 2 секунды.');
    expect(said('ru', 30)).toBe('Слишком много попыток. Попробуйте снова через 30 секунд.');
    expect(said('ru', 900)).toBe('Слишком много попыток. Попробуйте снова через 15 минут.');
  });
});
