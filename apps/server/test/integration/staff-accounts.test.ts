import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import {
  SETUP_NOW,
  type ClinicSetupWorld,
  clinicSetupWorld,
  expectOwnersOnly,
  expectRefusal,
} from '../helpers/clinic-setup';
import { staffCalls, staffLogin } from '../helpers/staff';
import { invitationRow } from '../helpers/staff-rows';

let clock = SETUP_NOW;
let world: ClinicSetupWorld;
beforeAll(async () => {
  world = await clinicSetupWorld(() => clock);
});
afterAll(() => world.close());

type Member = { id: number; email: string; role: string; doctor_id: number | null; name: string };
const members = async () =>
  (await world.owner.get('/api/staff/members')).json() as {
    members: Member[];
    invitations: Array<{ id: number; email: string; role: string }>;
  };
const memberId = async (email: string) => (await members()).members.find((m) => m.email === email)!.id;
const tokenOf = (link: string) => /#invitation=(inv_[\w-]+)$/.exec(link)![1]!;
const publicPost = (url: string, payload: object) => world.app.inject({ method: 'POST', url, payload });

/** Invites, then makes the account the way the invitee's browser does; answers the new member's calls. */
async function join(email: string, role: 'owner' | 'reception' | 'doctor', doctorId?: number) {
  const invited = await world.owner.post('/api/staff/invitations', { email, role, doctor_id: doctorId });
  expect(invited.statusCode, invited.body).toBe(200);
  const token = tokenOf(invited.json().link);
  const accepted = await publicPost('/api/staff/invitation/accept', {
    token,
    name: 'New One',
    password: 'a long password',
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const login = await staffLogin(world.app, { clinic: world.tenant.key, email, password: 'a long password' });
  expect(login.statusCode, login.body).toBe(200);
  return staffCalls(world.app, login.json().token);
}

describe('staff accounts: the list', () => {
  it('shows each member with role, linked doctor and second factor, and marks the owner asking', async () => {
    const list = await members();
    expect(list.members).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: 'owner@clinic.example', role: 'owner', you: true, second_factor: false }),
        expect.objectContaining({ email: 'desk@clinic.example', role: 'reception', doctor_id: null, you: false }),
        expect.objectContaining({ email: 'dana@clinic.example', role: 'doctor', doctor_id: 1 }),
      ]),
    );
    expect(list.members.map((m) => m.email)).not.toContain('owner@other.example');
    expect(JSON.stringify(list)).not.toMatch(/scrypt|password/);
  });

  it('is for owners only, as is every change', async () => {
    const deskId = await memberId('desk@clinic.example');
    await expectOwnersOnly(world, (c) => c.get('/api/staff/members'));
    await expectOwnersOnly(world, (c) =>
      c.post('/api/staff/invitations', { email: 'x@clinic.example', role: 'owner' }),
    );
    await expectOwnersOnly(world, (c) => c.patch(`/api/staff/members/${deskId}`, { role: 'owner' }));
    await expectOwnersOnly(world, (c) => c.post(`/api/staff/members/${deskId}/remove`));
    await expectOwnersOnly(world, (c) => c.post('/api/staff/invitations/1/revoke'));
    expect((await members()).members.find((m) => m.id === deskId)?.role).toBe('reception');
  });
});

describe('staff accounts: invitations', () => {
  it('refuses bad input with a clear 400 naming the field', async () => {
    const invite = (body: object) => world.owner.post('/api/staff/invitations', body);
    expectRefusal(await invite({ email: 'not an email', role: 'reception' }), 400, 'BAD_REQUEST', 'email');
    expectRefusal(await invite({ email: 'a@clinic.example', role: 'boss' }), 400, 'BAD_REQUEST', 'role');
    expectRefusal(
      await invite({ email: 'a@clinic.example', role: 'doctor' }),
      400,
      'DOCTOR_LINK_REQUIRED',
      'doctor_id',
    );
    expectRefusal(
      await invite({ email: 'a@clinic.example', role: 'doctor', doctor_id: 999 }),
      400,
      'DOCTOR_UNKNOWN',
      'doctor_id',
    );
    expectRefusal(await invite({ email: 'Desk@Clinic.example', role: 'reception' }), 409, 'STAFF_EMAIL_TAKEN');
    expect((await members()).invitations.map((i) => i.email)).not.toContain('a@clinic.example');
  });

  it('makes a single-use link, kept only as a hash, in the demo outbox; the invitee chooses name and password', async () => {
    const invited = await world.owner.post('/api/staff/invitations', {
      email: 'Rita@Clinic.example',
      role: 'reception',
    });
    expect(invited.statusCode, invited.body).toBe(200);
    const { link, id } = invited.json() as { link: string; id: number };
    expect(link).toMatch(new RegExp(`/${world.tenant.key}/staff#invitation=inv_`));
    const token = tokenOf(link);

    const outbox = await world.app.inject({ method: 'GET', url: '/api/dev/staff_outbox?email=rita@clinic.example' });
    expect(outbox.json()[0]).toMatchObject({ to: 'rita@clinic.example', link, clinic: world.tenant.key });
    // A proxy on this machine naming a client elsewhere, in any header, does not make it this machine.
    for (const headers of [
      { 'x-forwarded-for': '203.0.113.7' },
      { 'x-real-ip': '203.0.113.7' },
      { forwarded: 'for=203.0.113.7' },
    ]) {
      const proxied = await world.app.inject({
        method: 'GET',
        url: '/api/dev/staff_outbox?email=rita@clinic.example',
        headers,
      });
      expect(proxied.statusCode, JSON.stringify(headers)).toBe(403);
    }
    const row = await invitationRow(world.database.db, id);
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    expect((await members()).invitations).toEqual([expect.objectContaining({ id, email: 'rita@clinic.example' })]);

    const check = await publicPost('/api/staff/invitation', { token });
    expect(check.json()).toMatchObject({
      clinic: { key: world.tenant.key },
      email: 'rita@clinic.example',
      role: 'reception',
    });
    const accept = (password: string) =>
      publicPost('/api/staff/invitation/accept', { token, name: ' Rita Reception ', password });
    expectRefusal(await accept('short'), 400, 'BAD_REQUEST', 'password');
    expect((await accept('a long password')).json()).toMatchObject({ success: 1, email: 'rita@clinic.example' });

    const login = await staffLogin(world.app, {
      clinic: world.tenant.key,
      email: 'rita@clinic.example',
      password: 'a long password',
    });
    expect(login.json()).toMatchObject({ role: 'reception', name: 'Rita Reception' });
    // The link made one account: used again, it says so and changes nothing.
    expectRefusal(await accept('another long one'), 410, 'INVITATION_USED');
    expectRefusal(await publicPost('/api/staff/invitation', { token }), 410, 'INVITATION_USED');
    expect((await members()).invitations).toEqual([]);

    expect((await world.auditOf('staff.invited')).at(-1)).toMatchObject({
      staffName: 'Olga Owner',
      after: { email: 'rita@clinic.example', role: 'reception' },
    });
    const joined = (await world.auditOf('staff.joined')).at(-1)!;
    expect(joined).toMatchObject({ staffName: 'Rita Reception', after: { email: 'rita@clinic.example' } });
    expect(JSON.stringify(joined)).not.toMatch(/scrypt|long password/);
  });

  it('expires after seven days, and a newer or withdrawn invitation leaves the old link dead', async () => {
    const invite = async () =>
      tokenOf(
        (
          await world.owner.post('/api/staff/invitations', {
            email: 'late@clinic.example',
            role: 'doctor',
            doctor_id: 2,
          })
        ).json().link,
      );
    const first = await invite();
    const second = await invite();
    expectRefusal(await publicPost('/api/staff/invitation', { token: first }), 404, 'INVITATION_NOT_FOUND');
    expect((await publicPost('/api/staff/invitation', { token: second })).json()).toMatchObject({ role: 'doctor' });

    clock = new Date(SETUP_NOW.getTime() + 7 * 86_400_000 + 60_000);
    try {
      expectRefusal(await publicPost('/api/staff/invitation', { token: second }), 410, 'INVITATION_EXPIRED');
      const late = { token: second, name: 'Late', password: 'a long password' };
      expectRefusal(await publicPost('/api/staff/invitation/accept', late), 410, 'INVITATION_EXPIRED');
    } finally {
      clock = SETUP_NOW;
    }

    const third = await invite();
    const invitationId = (await members()).invitations.find((i) => i.email === 'late@clinic.example')!.id;
    expectRefusal(
      await world.otherOwner.post(`/api/staff/invitations/${invitationId}/revoke`),
      404,
      'INVITATION_NOT_FOUND',
    );
    expect((await world.owner.post(`/api/staff/invitations/${invitationId}/revoke`)).statusCode).toBe(200);
    expectRefusal(await publicPost('/api/staff/invitation', { token: third }), 404, 'INVITATION_NOT_FOUND');
    expect((await world.auditOf('staff.invitation_revoked')).length).toBeGreaterThan(0);
    expectRefusal(
      await publicPost('/api/staff/invitation', { token: 'inv_' + 'x'.repeat(43) }),
      404,
      'INVITATION_NOT_FOUND',
    );
    expectRefusal(await publicPost('/api/staff/invitation', { token: 'nope' }), 400, 'BAD_REQUEST', 'token');
  });
});

describe('staff accounts: roles and removal', () => {
  it('changes a role and doctor link at once for the member’s open session, and audits before and after', async () => {
    const nurse = await join('nurse@clinic.example', 'reception');
    const id = await memberId('nurse@clinic.example');
    expectRefusal(await world.owner.patch(`/api/staff/members/${id}`, { role: 'doctor' }), 400, 'DOCTOR_LINK_REQUIRED');
    expect((await world.owner.patch(`/api/staff/members/${id}`, { role: 'doctor', doctor_id: 2 })).statusCode).toBe(
      200,
    );
    expect((await nurse.get('/api/staff/me')).json()).toMatchObject({ role: 'doctor', doctor_id: 2 });
    expect((await world.auditOf('staff.role_changed')).at(-1)).toMatchObject({
      targetId: id,
      before: { role: 'reception', doctor_id: null },
      after: { role: 'doctor', doctor_id: 2 },
    });
    // Another clinic's owner finds no such member.
    expectRefusal(
      await world.otherOwner.patch(`/api/staff/members/${id}`, { role: 'owner' }),
      404,
      'STAFF_MEMBER_NOT_FOUND',
    );
    expectRefusal(await world.otherOwner.post(`/api/staff/members/${id}/remove`), 404, 'STAFF_MEMBER_NOT_FOUND');
    expect((await nurse.get('/api/staff/me')).json()).toMatchObject({ role: 'doctor' });
  });

  it('removes a member: their session ends at once and the audit keeps who they were', async () => {
    const temp = await join('temp@clinic.example', 'reception');
    const id = await memberId('temp@clinic.example');
    expect((await world.owner.post(`/api/staff/members/${id}/remove`)).statusCode).toBe(200);
    expectRefusal(await temp.get('/api/staff/me'), 401, 'STAFF_SESSION_INVALID');
    expect((await members()).members.map((m) => m.email)).not.toContain('temp@clinic.example');
    expectRefusal(await world.owner.post(`/api/staff/members/${id}/remove`), 404, 'STAFF_MEMBER_NOT_FOUND');
    const removed = (await world.auditOf('staff.removed')).at(-1)!;
    expect(removed).toMatchObject({ targetId: id, before: { email: 'temp@clinic.example', role: 'reception' } });
    expect(JSON.stringify(removed)).not.toContain('scrypt');
  });

  it('never leaves the clinic without an owner', async () => {
    const ownerId = await memberId('owner@clinic.example');
    expectRefusal(await world.owner.patch(`/api/staff/members/${ownerId}`, { role: 'reception' }), 409, 'LAST_OWNER');
    expectRefusal(await world.owner.post(`/api/staff/members/${ownerId}/remove`), 409, 'LAST_OWNER');
    expect((await world.owner.get('/api/staff/me')).json()).toMatchObject({ role: 'owner' });

    const partner = await join('partner@clinic.example', 'owner');
    const partnerId = await memberId('partner@clinic.example');
    // With two owners, either may go; then the one left is the last.
    expect((await partner.post(`/api/staff/members/${ownerId}/remove`)).statusCode).toBe(200);
    expectRefusal(await world.owner.get('/api/staff/me'), 401, 'STAFF_SESSION_INVALID');
    expectRefusal(await partner.post(`/api/staff/members/${partnerId}/remove`), 409, 'LAST_OWNER');
    expectRefusal(
      await partner.patch(`/api/staff/members/${partnerId}`, { role: 'doctor', doctor_id: 1 }),
      409,
      'LAST_OWNER',
    );
    expect((await partner.get('/api/staff/members')).json().members).toEqual(
      expect.arrayContaining([expect.objectContaining({ email: 'partner@clinic.example', role: 'owner' })]),
    );
  });
});
