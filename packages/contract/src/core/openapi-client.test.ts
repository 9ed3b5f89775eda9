import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './openapi';

// What a third party writes against types generated from the document by a common generator.
const USAGE = `
import type { operations } from './api';

type Booking = operations['createAppointment']['requestBody']['content']['application/json'];
type Booked = operations['createAppointment']['responses'][200]['content']['application/json'];
type Refusal = operations['createAppointment']['responses'][409]['content']['application/json'];
type Slots = operations['getAvailableTime']['responses'][200]['content']['application/json'];

export const booking: Booking = {
  branch: 38,
  appointments_type_id: 5,
  date: '2026-12-01',
  start_time: '10:00',
  end_time: '10:05',
  cust_id: 7,
};
export const bookedId = (answer: Booked) => answer.data.appointment_id;
export const taken: Refusal['code'] = 'SLOT_TAKEN';
export const firstFree = (answer: Slots) => answer.time_slots?.find((slot) => slot.available)?.time;
// @ts-expect-error: not an error code of the API
export const unknownCode: Refusal['code'] = 'NO_SUCH_CODE';
// @ts-expect-error: a booking names its branch
export const noBranch: Booking = { appointments_type_id: 5, date: '2026-12-01', start_time: '10:00', end_time: '10:05', cust_id: 7 };
`;

describe('a client generated from the OpenAPI document (openapi-typescript)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'clinic-openapi-client-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('type-checks a booking, its answer and its refusal codes', async () => {
    const ast = await openapiTS(buildOpenApiDocument() as unknown as Parameters<typeof openapiTS>[0]);
    writeFileSync(join(dir, 'api.d.ts'), astToString(ast));
    writeFileSync(join(dir, 'usage.ts'), USAGE);
    const program = ts.createProgram([join(dir, 'usage.ts')], {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
    });
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    expect(problems).toEqual([]);
  }, 60_000);
});
