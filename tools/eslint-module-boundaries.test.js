import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { moduleBoundaries } from './eslint-module-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const server = '/repo/apps/server';
const inModule = (domain, file) => `${server}/src/modules/${domain}/${file}`;

tester.run('module-boundaries', moduleBoundaries, {
  valid: [
    // Its own files, and another module's wiring, services and types.
    {
      filename: inModule('staff', 'staff.module.ts'),
      code: "import { createStaffRepository } from './staff.repository';",
    },
    {
      filename: inModule('staff', 'staff.module.ts'),
      code: "import { createTenantsModule } from '../tenants/tenants.module';",
    },
    {
      filename: inModule('staff', 'staff.routes.ts'),
      code: "import type { AppointmentsService } from '../appointments/appointments.service';",
    },
    { filename: inModule('staff', 'x.ts'), code: "import type { TenantRow } from '../tenants/tenants.types';" },
    // Code outside the modules, and packages.
    { filename: inModule('staff', 'x.ts'), code: "import { hashToken } from '../../lib/token-hash';" },
    { filename: inModule('staff', 'x.ts'), code: "import { z } from 'zod';" },
    // A named exception.
    {
      filename: inModule('payments', 'x.ts'),
      code: "import { amountDueMinor } from '../catalog/amount-due';",
      options: [{ allow: { payments: ['catalog/amount-due'] } }],
    },
    // Tests: fixtures in test/helpers may build repositories; a test may name a repository's types.
    {
      filename: `${server}/test/helpers/staff.ts`,
      code: "import { createStaffRepository } from '../../src/modules/staff/staff.repository';",
    },
    {
      filename: `${server}/test/integration/a.test.ts`,
      code: "import type { TenantRow } from '../../src/modules/tenants/tenants.repository';",
    },
    {
      filename: `${server}/test/integration/a.test.ts`,
      code: "import { createCheckIn } from '../../src/modules/check-in/check-in.service';",
    },
  ],
  invalid: [
    {
      filename: inModule('clinic-setup', 'clinic-setup.module.ts'),
      code: "import { createAuditRepository } from '../staff/audit.repository';",
      errors: [
        { messageId: 'internal', data: { from: 'clinic-setup', to: 'staff/audit.repository', domain: 'staff' } },
      ],
    },
    {
      // Type-only imports of a repository count too: its types belong in a *.types.ts.
      filename: inModule('insights', 'insights.service.ts'),
      code: "import type { CatalogRepository } from '../catalog/catalog.repository';",
      errors: [{ messageId: 'internal' }],
    },
    {
      // A helper file, a sub-folder, and another module's *.module.ts under a foreign name.
      filename: inModule('payments', 'x.ts'),
      code: [
        "import { amountDueMinor } from '../catalog/amount-due';",
        "import { createWhatsAppProvider } from '../messaging/whatsapp/provider-from-config';",
        "import { x } from '../catalog/other.module';",
        "export { y } from '../catalog/catalog.repository';",
      ].join('\n'),
      errors: [
        { messageId: 'internal' },
        { messageId: 'internal' },
        { messageId: 'internal' },
        { messageId: 'internal' },
      ],
    },
    {
      filename: inModule('payments', 'x.ts'),
      code: "const m = import('../appointments/appointments.repository');",
      errors: [{ messageId: 'internal' }],
    },
    {
      // An exception for one module does not open the door for another.
      filename: inModule('staff', 'x.ts'),
      code: "import { amountDueMinor } from '../catalog/amount-due';",
      options: [{ allow: { payments: ['catalog/amount-due'] } }],
      errors: [{ messageId: 'internal' }],
    },
    {
      filename: `${server}/test/integration/identity.test.ts`,
      code: "import { createTenantsRepository } from '../../src/modules/tenants/tenants.repository';",
      errors: [{ messageId: 'testRepository', data: { to: 'tenants/tenants.repository' } }],
    },
    {
      filename: `${server}/test/security/demo.test.ts`,
      code: "import { type StaffRepository, createStaffRepository } from '../../src/modules/staff/staff.repository';",
      errors: [{ messageId: 'testRepository' }],
    },
  ],
});
