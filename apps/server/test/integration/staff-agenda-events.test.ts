import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { patientCalls } from '../helpers/patient-calls';
import { staffClient } from '../helpers/staff';
import { staffAgendaForFile } from '../helpers/staff-agenda';

// Monday 2026-12-07, 09:00 in Jerusalem (UTC+2 in winter).
const NOW = new Date('2026-12-07T07:00:00Z');
const { file, staff, newPatient } = staffAgendaForFile(() => NOW, NOW);

describe('GET /api/staff/agenda/events', () => {
  it('tells an open agenda within moments that a patient booked, and refuses a stream without a session', async () => {
    await file.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(file.app.server.address() as AddressInfo).port}`;
    const refused = await fetch(`${base}/api/staff/agenda/events`);
    expect(refused.status).toBe(401);

    const controller = new AbortController();
    const res = await fetch(`${base}/api/staff/agenda/events`, {
      headers: { authorization: `Bearer ${staff.desk.token}` },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let received = '';
    const until = async (text: string, ms: number) => {
      const deadline = Date.now() + ms;
      while (!received.includes(text)) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no "${text}" within ${ms} ms; got ${JSON.stringify(received)}`);
        const chunk = await Promise.race([
          reader.read(),
          new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`waited ${ms} ms`)), left)),
        ]);
        if (chunk.done) throw new Error(`stream ended; got ${JSON.stringify(received)}`);
        received += decoder.decode(chunk.value);
      }
    };
    try {
      await until('retry: 2000', 2_000);
      const patient = await newPatient();
      const booked = await patientCalls(file.app, file.tenant).book(patient, {
        date: '2026-12-30',
        start_time: '12:00',
      });
      expect(booked.statusCode, booked.body).toBe(200);
      await until('event: change', 2_000);
    } finally {
      controller.abort();
    }
  });

  it('lets one session hold five streams, refuses the sixth with 429, and ends them all at its logout at once', async () => {
    if (!file.app.server.listening) await file.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(file.app.server.address() as AddressInfo).port}`;
    const session = await staffClient(file.app, file.tenant.key, 'desk@clinic.example');
    const open = (token: string) =>
      fetch(`${base}/api/staff/agenda/events`, { headers: { authorization: `Bearer ${token}` } });
    const streams = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await open(session.token);
      expect(res.status).toBe(200);
      streams.push(res.body!.getReader());
    }
    const sixth = await open(session.token);
    expect(sixth.status).toBe(429);
    expect(await sixth.json()).toMatchObject({ code: 'AGENDA_STREAM_LIMIT', params: { count: 5 } });
    // Another session of the same account has its own few.
    const otherSession = await staffClient(file.app, file.tenant.key, 'desk@clinic.example');
    const other = await open(otherSession.token);
    expect(other.status).toBe(200);
    await other.body!.cancel();

    expect((await session.post('/api/staff/logout')).statusCode).toBe(200);
    // Each stream ends well before its next heartbeat (25 s away).
    const ended = async (reader: ReadableStreamDefaultReader<Uint8Array>) => {
      for (;;) if ((await reader.read()).done) return true;
    };
    const within = (ms: number) => new Promise<false>((resolve) => setTimeout(() => resolve(false), ms));
    for (const reader of streams) expect(await Promise.race([ended(reader), within(2_000)])).toBe(true);
  });
});
