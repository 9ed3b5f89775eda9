import { describe, expect, it } from 'vitest';
import { demoWeekForFile } from '../helpers/demo-week-file';
import { findTenantRow } from '../helpers/factories';
import { identityClient } from '../helpers/identity';
import { customerRow } from '../helpers/customer-rows';
import { patientCalls } from '../helpers/patient-calls';
import { clinicVisitRows } from '../helpers/visit-rows';

// A fixed clock: Wednesday 10 March 2027, 09:00 in London, with the demo's living week laid around it.
const NOW = new Date('2027-03-10T09:00:00Z');

const file = demoWeekForFile(NOW);

describe('a patient of the London demo clinic', () => {
  it('logs in with the phone the demo gave them and sees their coming visit', async () => {
    const tenant = await findTenantRow(file.database.db, 'user');
    expect(tenant.timeZone).toBe('Europe/London');
    const coming = (await clinicVisitRows(file.database.db, tenant.id)).find(
      (row) => row.idempotencyKey?.startsWith('demo-week:') && row.startsAt > NOW,
    );
    const visit = coming && { ...coming, phone: (await customerRow(file.database.db, coming.customerId))!.phone };
    expect(visit?.phone).toMatch(/^\+44/);
    const phone = visit!.phone.slice(1);

    const api = identityClient(file.app, tenant.activeToken);
    const sent = await api.sendOtp({ phone });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ success: 1, not_exist: 0, customer_id: visit!.customerId });
    const verified = await api.verifyOtp(phone, await api.latestCode(phone));
    expect(verified.statusCode).toBe(200);
    const session = verified.json() as { token: string; cust_id: number };
    expect(session.cust_id).toBe(visit!.customerId);

    const list = await patientCalls(file.app, { token: tenant.activeToken }).upcoming({
      customerId: session.cust_id,
      token: session.token,
      headers: { 'x-tenant-token': tenant.activeToken, authorization: `Bearer ${session.token}` },
    });
    const ids = (list.json() as { data: { appointments: { id: number }[] } }).data.appointments.map((a) => a.id);
    expect(ids).toContain(visit!.id);
  });
});
