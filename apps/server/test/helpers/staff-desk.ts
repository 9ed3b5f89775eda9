import { beforeAll } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { appointments } from '../../src/db/schema';
import { insertAppointment } from './payment-fixtures';
import { refundsWorldForFile } from './refund-fixtures';
import { type TestCustomer, createCustomerSession } from './sessions';
import { type StaffCalls, addStaff, staffClient } from './staff';
import { agendaOf } from './staff-agenda';
import type { TDeskVisit } from '@clinic/contract/staff/agenda-visits';

/**
 * The staff's visit actions for one test file: the refunds world at `clock`, with a receptionist (Rina), an
 * owner and Dr Dana's doctor account logged in. Read `file`'s and `staff`'s parts inside tests (they exist
 * once beforeAll has run).
 */
export function staffDeskForFile(clock: () => Date) {
  const file = refundsWorldForFile(clock);
  const staff = {} as { desk: StaffCalls; owner: StaffCalls; drDana: StaffCalls };
  beforeAll(async () => {
    const { tenant, app } = file.world;
    await addStaff(file.database.db, tenant, { email: 'desk@clinic.example', role: 'reception', name: 'Rina' });
    await addStaff(file.database.db, tenant, { email: 'owner@clinic.example', role: 'owner' });
    await addStaff(file.database.db, tenant, { email: 'dana@clinic.example', role: 'doctor', doctorId: 1 });
    staff.desk = await staffClient(app, tenant.key, 'desk@clinic.example');
    staff.owner = await staffClient(app, tenant.key, 'owner@clinic.example');
    staff.drDana = await staffClient(app, tenant.key, 'dana@clinic.example');
  });

  const newPatient = () => createCustomerSession(file.database.db, file.world.tenant, clock());
  const rowOf = async (id: number) =>
    (
      await file.database.db
        .select()
        .from(appointments)
        .where(and(eq(appointments.tenantId, file.world.tenant.id), eq(appointments.id, id)))
    )[0]!;
  /** A visit of treatment 11 (30 minutes) written straight to the database: past ones too. */
  const visitAt = async (startsAt: string, values: { doctorId?: number; patient?: TestCustomer } = {}) =>
    insertAppointment(file.database.db, {
      tenantId: file.world.tenant.id,
      customerId: (values.patient ?? (await newPatient())).customerId,
      treatmentId: 11,
      doctorId: values.doctorId ?? 1,
      startsAt: new Date(startsAt),
      minutes: 30,
    });
  /** The visit as the reception's agenda of `date` shows it, if it does. */
  async function agendaVisit(id: number, date: string): Promise<TDeskVisit | undefined> {
    return (await agendaOf(staff.desk, `date=${date}&branch=38`)).visits.find((v) => v.id === id);
  }
  /** The audit log's entries of one action on one target, as the owner reads them. */
  const auditOf = async (action: string, targetId: number) =>
    (
      (await staff.owner.get(`/api/staff/audit?action=${action}`)).json() as {
        entries: Array<Record<string, unknown>>;
      }
    ).entries.filter((e) => e.target_id === targetId);
  const book = (client: StaffCalls, body: Record<string, unknown>) =>
    client.post('/api/staff/appointments', { branch_id: 38, treatment_id: 11, ...body });

  return { file, staff, newPatient, rowOf, visitAt, agendaVisit, auditOf, book };
}
