import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows';
import { createTenant } from '../helpers/factories';
import { withMigrationsBefore } from '../helpers/migrations-before';
import { insertAppointment } from '../helpers/payment-fixtures';
import { createCustomerSession } from '../helpers/sessions';

// Visits booked before issue 50 kept the online deposit as their price; migration 0035 gives those still to come
// their treatment's full price, so the desk sees the balance due on them (decision 005).

describe('migration 0035: visits to come of a deposit treatment keep its full price', () => {
  it('raises the deposit of an active visit not yet over to the price, and leaves every other visit as it was', async () => {
    // The migrations up to 0034 only, as a clinic had them before this one.
    await withMigrationsBefore(35, async (old) => {
      // Treatment 12: 250 with a 100 deposit online; 11: 350.50, paid at the clinic.
      const clinic = await createTenant(old.db);
      const patient = await createCustomerSession(old.db, clinic);
      // The migration reads the database's clock: the visits to come are days after it, one a day.
      const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000);
      const visit = (values: Omit<Parameters<typeof insertAppointment>[1], 'tenantId' | 'customerId'>) =>
        insertAppointment(old.db, { tenantId: clinic.id, customerId: patient.customerId, ...values });
      const coming = await visit({ treatmentId: 12, priceMinor: 10_000, paidStatus: 1, startsAt: daysAhead(3) });
      const over = await visit({ treatmentId: 12, priceMinor: 10_000, startsAt: daysAhead(-3) });
      const cancelled = await visit({
        treatmentId: 12,
        priceMinor: 10_000,
        status: 'cancelled',
        startsAt: daysAhead(4),
      });
      const plain = await visit({ treatmentId: 11, priceMinor: 35_050, minutes: 30, startsAt: daysAhead(5) });
      const whole = await visit({ treatmentId: 12, priceMinor: 25_000, startsAt: daysAhead(6) });
      const read = async () =>
        new Map(
          rowsOf<{ id: number; price_minor: number; event_sequence: number }>(
            await old.db.execute(
              sql`select id, price_minor, event_sequence from appointments where tenant_id = ${clinic.id}`,
            ),
          ).map((row) => [Number(row.id), row]),
        );
      const was = await read();

      await old.migrate();
      const now = await read();
      expect(now.get(coming.id)?.price_minor).toBe(25_000);
      expect(now.get(over.id)?.price_minor).toBe(10_000);
      expect(now.get(cancelled.id)?.price_minor).toBe(10_000);
      expect(now.get(plain.id)?.price_minor).toBe(35_050);
      expect(now.get(whole.id)?.price_minor).toBe(25_000);
      // A price is no event of the visit's life: none is counted.
      for (const [id, row] of now) expect(row.event_sequence).toBe(was.get(id)!.event_sequence);
    });
  }, 120_000);
});
