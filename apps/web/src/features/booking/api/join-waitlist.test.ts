import { afterEach, describe, expect, it, vi } from 'vitest';
import { joinWaitlist } from './join-waitlist';

// The time step's join sends the doctor the patient chose, so only that doctor's freed time is offered; with any
// doctor it sends none.

const target = { baseUrl: 'http://api.test', token: 't', lang: 'en' };

/** The server: answers the join; the bodies sent. */
function server() {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body)));
      return Response.json({ success: 1, entry: { id: 1 } });
    }),
  );
  return bodies;
}

afterEach(() => vi.unstubAllGlobals());

describe('joining the waitlist', () => {
  it('sends the chosen doctor', async () => {
    const bodies = server();
    await joinWaitlist(target, { branch: '1', treatmentId: '2', doctor: '3', date: '2026-12-16' });
    expect(bodies).toEqual([{ branch: 1, appointments_type_id: 2, date: '2026-12-16', doctor_id: 3 }]);
  });

  it('sends no doctor for any doctor', async () => {
    const bodies = server();
    await joinWaitlist(target, { branch: '1', treatmentId: '2', doctor: null, date: '2026-12-16' });
    expect(bodies).toEqual([{ branch: 1, appointments_type_id: 2, date: '2026-12-16' }]);
  });
});
