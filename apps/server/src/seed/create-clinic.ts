import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { LANGS } from '@clinic/contract/site/languages';
import { ZEmail } from '@clinic/contract/core/common';
import { ZTimeZone } from '@clinic/contract/staff/staff-clinic';
import type { Db } from '../db/client';
import { staffAccounts, tenants } from '../db/schema';
import { hashPassword } from '../modules/staff/passwords';
import { describeImportErrors } from './tenant-import.schema';

export class ClinicCreateError extends Error {
  constructor(readonly problems: string[]) {
    super(`The clinic was not created:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** A new clinic as `npm run clinic:create` takes it; the rest is set up in the staff workspace. */
export const ZNewClinic = z.object({
  key: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,62}$/, {
    error: 'key: lowercase letters, digits, - and _, starting with a letter or digit',
  }),
  name: z.string().trim().min(1, { error: 'name is required' }).max(200),
  lang: z.enum(LANGS, { error: `lang must be one of ${LANGS.join(', ')}` }).default('en'),
  time_zone: ZTimeZone,
  owner_email: ZEmail,
  owner_name: z.string().trim().min(1).max(100).default('Owner'),
  owner_password: z.string().min(8, { error: 'owner_password must be at least 8 characters' }).max(200).optional(),
});

/** The command line's options as ZNewClinic's fields (--time-zone → time_zone). */
export function clinicArgs(argv: string[]): Record<string, string> {
  const { values } = parseArgs({
    args: argv,
    options: Object.fromEntries(
      ['key', 'name', 'lang', 'time-zone', 'owner-email', 'owner-name', 'owner-password'].map((name) => [
        name,
        { type: 'string' as const },
      ]),
    ),
    strict: true,
  });
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name.replace(/-/g, '_'), String(value)]));
}

/**
 * Creates a clinic with no branches, doctors or treatments yet, an empty home page, and its owner's staff
 * account, in one transaction. Answers the owner's password when it was made here (shown once, kept nowhere).
 */
export async function createClinic(db: Db, input: unknown): Promise<{ key: string; generatedPassword?: string }> {
  const parsed = ZNewClinic.safeParse(input);
  if (!parsed.success) throw new ClinicCreateError(describeImportErrors(parsed.error));
  const c = parsed.data;
  const generatedPassword = c.owner_password ? undefined : randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(c.owner_password ?? generatedPassword!);
  const timeZone = new Intl.DateTimeFormat('en', { timeZone: c.time_zone }).resolvedOptions().timeZone;

  await db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.key, c.key));
    if (taken) throw new ClinicCreateError([`key: a clinic "${c.key}" already exists`]);
    const [tenant] = await tx
      .insert(tenants)
      .values({
        key: c.key,
        name: { [c.lang]: c.name },
        lang: c.lang,
        // English and Hebrew, and the clinic's own language when it is another.
        languages: [...new Set(['en', 'he', c.lang])],
        timeZone,
        activeToken: randomBytes(24).toString('base64url'),
        template: { bannerImages: [], bannerHeadings: [], bannerDescriptions: [] },
      })
      .onConflictDoNothing({ target: tenants.key })
      .returning({ id: tenants.id });
    if (!tenant) throw new ClinicCreateError([`key: a clinic "${c.key}" already exists`]);
    await tx.insert(staffAccounts).values({
      tenantId: tenant.id,
      email: c.owner_email.toLowerCase(),
      name: c.owner_name,
      role: 'owner',
      passwordHash,
    });
  });
  return { key: c.key, ...(generatedPassword ? { generatedPassword } : {}) };
}
