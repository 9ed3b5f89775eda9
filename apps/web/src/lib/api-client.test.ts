import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, request } from './api-client';

/** fetch answering once with this status and JSON body. */
function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('a failed call', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("carries the envelope's code, message and whole-number params", async () => {
    answer(429, { success: 0, message: 'Too many', code: 'OTP_SEND_LIMIT', params: { minutes: 7 } });
    const error = await failureOf(request('https://clinic.example', '/api/x'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, message: 'Too many', code: 'OTP_SEND_LIMIT', params: { minutes: 7 } });
  });

  it('carries the field a refusal is about, so a form can say it beside that field', async () => {
    answer(400, { success: 0, message: 'Name is required', code: 'REGISTRATION_INVALID', params: { field: 'name' } });
    const error = await failureOf(request('https://clinic.example', '/api/x'));
    expect(error).toMatchObject({ code: 'REGISTRATION_INVALID', params: { field: 'name' } });
  });

  it('carries the doctor a move is offered to: a whole-number id and a name as text', async () => {
    answer(409, {
      success: 0,
      message: 'Busy',
      code: 'DOCTOR_CHANGE_NEEDED',
      params: { doctor_id: 2, doctor: 'Avi Cohen', extra: '<b>' },
    });
    const error = await failureOf(request('https://clinic.example', '/api/x'));
    expect((error as ApiError).params).toEqual({ doctor_id: 2, doctor: 'Avi Cohen' });
  });

  it("carries a series' conflicting dates, and drops entries that are not a date and a time", async () => {
    const conflicts = [
      { date: '2026-12-08', nearest_time: '10:30' },
      { date: '2026-12-15', nearest_time: null },
      { date: 'soon', nearest_time: '10:30' },
      { date: '2026-12-22', nearest_time: '<b>' },
    ];
    answer(409, { success: 0, message: 'Taken', code: 'SERIES_CONFLICT', params: { count: 2, conflicts } });
    const error = await failureOf(request('https://clinic.example', '/api/x'));
    expect(error).toMatchObject({ params: { count: 2, conflicts: conflicts.slice(0, 2) } });
  });

  it('drops a code the site does not know, and params that are not whole numbers', async () => {
    answer(400, { success: 0, message: 'Odd', code: 'NO_SUCH_CODE', params: { minutes: '7', count: 1.5, hours: 2 } });
    const error = await failureOf(request('https://clinic.example', '/api/x'));
    expect(error).toMatchObject({ status: 400, message: 'Odd', code: undefined, params: { hours: 2 } });
  });

  it('keeps the message of a backend without codes, and nothing of a body that is not JSON', async () => {
    answer(409, { success: 0, message: 'Taken' });
    expect(await failureOf(request('https://clinic.example', '/api/x'))).toMatchObject({ message: 'Taken' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>502</html>', { status: 502 })),
    );
    expect(await failureOf(request('https://clinic.example', '/api/x'))).toMatchObject({ status: 502, message: '' });
  });
});
