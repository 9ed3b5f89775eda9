import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { doctors, tenants, treatments } from '../../src/db/schema';
import { TenantImportError, importTenant } from '../../src/seed/import-tenant';
import { DEMO_TENANT_FILES, readDemoTenant } from '../../src/seed/seed';
import { tenantFixture } from '../helpers/factories';
import { createTestDatabase } from '../helpers/test-db';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const rows = async () => ({
  tenants: (await database.db.select({ n: count() }).from(tenants))[0]!.n,
  doctors: (await database.db.select({ n: count() }).from(doctors))[0]!.n,
  treatments: (await database.db.select({ n: count() }).from(treatments))[0]!.n,
});

describe('tenant import', () => {
  it.each(DEMO_TENANT_FILES)('imports the demo clinic %s', async (key) => {
    await expect(importTenant(database.db, readDemoTenant(key))).resolves.toMatchObject({ key });
  });

  it('prices the London demo clinic in pounds, and a clinic that names no currency in shekels', async () => {
    await importTenant(database.db, readDemoTenant('user'));
    const plain = tenantFixture();
    await importTenant(database.db, plain);
    const all = await database.db.select({ key: tenants.key, currency: tenants.currency }).from(tenants);
    expect(all.find((t) => t.key === 'user')?.currency).toBe('GBP');
    expect(all.find((t) => t.key === plain.key)?.currency).toBe('ILS');
    await expect(importTenant(database.db, { ...plain, currency: 'XYZ' })).rejects.toThrow(/currency must be one of/);
  });

  it('refuses a file with mistakes whole, listing each one, and changes nothing', async () => {
    const before = await rows();
    const bad = tenantFixture();
    bad.doctors![0]!.working_hours = [{ branch_id: 99, day: 'Sunday', start: '08:00', end: '07:00' }];
    bad.treatments![0]!.branch_ids = [123];
    (bad as { time_zone: string }).time_zone = 'Mars/Olympus';
    const error = await importTenant(database.db, bad).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TenantImportError);
    const problems = (error as TenantImportError).problems.join('\n');
    expect(problems).toMatch(/time_zone: time_zone must be an IANA zone/);
    expect(problems).toMatch(/doctors\.0\.working_hours\.0: end must be after start/);
    expect(problems).toMatch(/treatments\.0\.branch_ids\.0: unknown branch 123/);
    expect(await rows()).toEqual(before);
  });

  it('refuses external image hosts', async () => {
    const bad = tenantFixture({ profile_image: 'https://images.example.com/logo.png' });
    await expect(importTenant(database.db, bad)).rejects.toThrow(/no external hosts/);
  });

  it('updates a clinic in place, keeping its token, and drops what the file no longer lists', async () => {
    const fixture = tenantFixture();
    await importTenant(database.db, fixture);
    const first = (await database.db.select().from(tenants)).find((t) => t.key === fixture.key)!;
    const result = await importTenant(database.db, { ...fixture, treatments: fixture.treatments!.slice(0, 1) });
    expect(result.created).toBe(false);
    const second = (await database.db.select().from(tenants)).find((t) => t.key === fixture.key)!;
    expect(second.activeToken).toBe(first.activeToken);
    const left = (await database.db.select().from(treatments)).filter((t) => t.tenantId === first.id);
    expect(left.map((t) => t.id)).toEqual([10]);
  });
});
