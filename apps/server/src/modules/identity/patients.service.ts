import { AppError } from '../../errors';
import { normalizePhone } from '../../lib/phone';
import type { CustomerRow, CustomersRepository } from './customers.repository';

const SEARCH_LIMIT = 20;

/** A patient as staff see them in a search. */
export const patientSummaryOf = (row: CustomerRow) => ({
  id: row.id,
  name: row.name ?? '',
  phone: row.phone,
  email: row.email,
});

/** Patients as the clinic's staff handle them: found by name or phone, added without a code, noted. */
export function createPatientsService(deps: { customers: CustomersRepository }) {
  const { customers } = deps;
  return {
    /**
     * Patients whose name holds the text or whose phone holds its digits. Phones are kept international, so a
     * number typed the local way (054-765-4321) is looked for without its trunk 0. `within`: among these only.
     */
    async search(tenantId: number, query: string, within?: number[]) {
      const digits = query.replace(/\D/g, '').replace(/^0+/, '');
      const rows = await customers.search(
        tenantId,
        { text: query, digits, ...(within ? { within } : {}) },
        SEARCH_LIMIT,
      );
      return rows.map(patientSummaryOf);
    },

    /** Adds a patient staff vouch for; a phone already a patient's is refused (find them instead). */
    async create(tenantId: number, input: { name: string; phone: string; email?: string | undefined }) {
      const phone = normalizePhone(input.phone);
      if (!phone) throw new AppError('PHONE_INVALID');
      const { row, created } = await customers.createOrGet({
        tenantId,
        phone: phone.e164,
        name: input.name,
        email: input.email ?? null,
        age: null,
        gender: null,
      });
      if (!created) throw new AppError('PATIENT_EXISTS');
      return row;
    },

    async find(tenantId: number, id: number): Promise<CustomerRow> {
      const row = await customers.findById(tenantId, id);
      if (!row) throw new AppError('PATIENT_NOT_FOUND');
      return row;
    },

    /** The names of these patients, by id (an erased patient's is its marker; unknown ids are left out). */
    async namesOf(tenantId: number, ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await customers.namesOf(tenantId, ids);
      return new Map(rows.map((row) => [row.id, row.name ?? '']));
    },

    async setNotes(tenantId: number, id: number, notes: string) {
      if (!(await customers.setStaffNotes(tenantId, id, notes))) throw new AppError('PATIENT_NOT_FOUND');
    },
  };
}
export type PatientsService = ReturnType<typeof createPatientsService>;
