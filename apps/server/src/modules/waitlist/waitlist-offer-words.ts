import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { Localized } from '../../db/schema';
import { langOr } from '../../lib/localize';

/**
 * What an offer's message names, in the offer's transaction: the patient's phone and language, the clinic, branch
 * and treatment, and the doctor the patient chose (null: any doctor).
 */
export async function offerWords(tx: Db, tenantId: number, entryId: number) {
  const result = await tx.execute(sql`
    select c.phone, coalesce(c.lang, t.lang) as lang, t.name as clinic_name, b.name as branch_name,
           tr.name as treatment_name, d.name as doctor_name
      from waitlist_entries e
      join customers c on c.tenant_id = e.tenant_id and c.id = e.customer_id
      join tenants t on t.id = e.tenant_id
      left join branches b on b.tenant_id = e.tenant_id and b.id = e.branch_id
      left join treatments tr on tr.tenant_id = e.tenant_id and tr.id = e.treatment_id
      left join doctors d on d.tenant_id = e.tenant_id and d.id = e.doctor_id
     where e.tenant_id = ${tenantId} and e.id = ${entryId}`);
  const r = rowsOf<Record<string, unknown>>(result)[0];
  if (!r) return undefined;
  return {
    phone: r.phone as string,
    lang: langOr(r.lang as string | null),
    clinicName: r.clinic_name as Localized,
    branchName: (r.branch_name as Localized | null) ?? null,
    treatmentName: (r.treatment_name as Localized | null) ?? null,
    doctorName: (r.doctor_name as Localized | null) ?? null,
  };
}
