import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TInboxMessage, ZInboxMessage } from '@clinic/contract/staff/staff-inbox';
import { type ClinicSetupWorld, clinicSetupWorld, expectRefusal } from '../helpers/clinic-setup';
import { uniqueAddress } from '../helpers/staff';

let world: ClinicSetupWorld;
beforeAll(async () => {
  world = await clinicSetupWorld();
});
afterAll(() => world.close());

type Message = TInboxMessage;
/** A patient writes on the contact form of a clinic. */
async function contact(token: string, text: string) {
  const res = await world.app.inject({
    method: 'POST',
    url: '/api/bull36/create_customer_message',
    headers: { 'x-tenant-token': token },
    remoteAddress: uniqueAddress(),
    payload: { name: 'Rina', email: 'rina@example.com', phone: '972541234567', message: text },
  });
  expect(res.statusCode, res.body).toBe(200);
}
const inbox = async (query = '') => {
  const res = await world.desk.get(`/api/staff/messages${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { messages: Message[]; unread: number; unanswered: number };
};
const idOf = async (text: string) => (await inbox()).messages.find((m) => m.message === text)!.id;

beforeAll(async () => {
  for (const text of ['First question', 'Second question', 'Third question']) await contact(world.tenant.token, text);
  await contact(world.other.token, 'For the other clinic');
});

describe('GET /api/staff/messages', () => {
  it('lists the clinic’s messages, newest first, with the counts for the navigation', async () => {
    const answer = await inbox();
    expect(answer.messages.map((m) => m.message)).toEqual(['Third question', 'Second question', 'First question']);
    expect(answer).toMatchObject({ unread: 3, unanswered: 3 });
    for (const message of answer.messages) expect(ZInboxMessage.safeParse(message).success).toBe(true);
    expect(answer.messages[0]).toMatchObject({
      name: 'Rina',
      email: 'rina@example.com',
      phone: '972541234567',
      read: false,
      answered: false,
      answered_at: null,
    });
  });

  it('puts unread messages first, and filters unread or unanswered ones', async () => {
    const read = await world.desk.post(`/api/staff/messages/${await idOf('Third question')}/read`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().message).toMatchObject({ message: 'Third question', read: true, answered: false });
    const answer = await inbox();
    expect(answer.messages.map((m) => m.message)).toEqual(['Second question', 'First question', 'Third question']);
    expect(answer).toMatchObject({ unread: 2, unanswered: 3 });
    expect((await inbox('?filter=unread')).messages.map((m) => m.message)).toEqual([
      'Second question',
      'First question',
    ]);
    expect((await inbox('?limit=1&offset=1')).messages.map((m) => m.message)).toEqual(['First question']);
  });

  it('an answered message is read too; marking again changes nothing and logs once', async () => {
    const id = await idOf('First question');
    const answered = await world.owner.post(`/api/staff/messages/${id}/answered`);
    expect(answered.json().message).toMatchObject({ read: true, answered: true, answered_at: expect.any(String) });
    const again = await world.desk.post(`/api/staff/messages/${id}/answered`);
    expect(again.json().message.answered_at).toBe(answered.json().message.answered_at);
    expect((await inbox('?filter=unanswered')).messages.map((m) => m.id)).not.toContain(id);
    const entries = (await world.auditOf('message.answered')).filter((e) => e.targetId === id);
    expect(entries).toEqual([
      expect.objectContaining({
        staffName: 'Olga Owner',
        targetType: 'message',
        before: { read: false, answered: false },
        after: { read: true, answered: true },
      }),
    ]);
  });

  it("is for owners and reception; a doctor is refused; another clinic's messages are never seen", async () => {
    const id = await idOf('Second question');
    expectRefusal(await world.doctor.get('/api/staff/messages'), 403, 'STAFF_FORBIDDEN');
    expectRefusal(await world.doctor.post(`/api/staff/messages/${id}/read`), 403, 'STAFF_FORBIDDEN');
    expect((await world.owner.get('/api/staff/messages')).statusCode).toBe(200);
    expectRefusal(await world.otherOwner.post(`/api/staff/messages/${id}/read`), 404, 'MESSAGE_NOT_FOUND');
    const theirs = (await world.otherOwner.get('/api/staff/messages')).json() as { messages: Message[] };
    expect(theirs.messages.map((m) => m.message)).toEqual(['For the other clinic']);
    expect((await inbox()).messages.find((m) => m.id === id)).toMatchObject({ read: false });
  });
});
