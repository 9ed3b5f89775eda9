import { readFileSync } from 'node:fs';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_ENV as production } from '../test/helpers/production-env';
import { CREATE_CLINIC_USAGE } from './cli/create-clinic-usage';
import { loadConfig } from './config';
import { ZEnv } from './config-env';
import { ConfigError } from './config-problems';

const text = readFileSync(new URL('../../../docs/configuration.md', import.meta.url), 'utf8');

/** The table's rows: variable, default, allowed, meaning. */
const rows = [...text.matchAll(/^\| `([A-Z][A-Z0-9_]*)` *\|(.*)\|(.*)\|(.*)\|$/gm)].map(([, name, d, a, m]) => ({
  name: name!,
  defaultCell: d!.trim(),
  allowed: a!.trim(),
  meaning: m!.trim(),
}));

/** What the code holds of a variable: its default and the rule its value must meet. */
function ruleOf(schema: z.ZodType) {
  let inner = schema as z.ZodType & Record<string, unknown>;
  let fallback: unknown;
  for (;;) {
    const def = inner._zod.def as unknown as Record<string, unknown>;
    if (def.type === 'default') fallback = def.defaultValue;
    if (def.type === 'optional' || def.type === 'default') inner = def.innerType as typeof inner;
    else if (def.type === 'pipe') inner = def.in as typeof inner;
    else return { fallback, type: def.type as string, schema: inner };
  }
}

/** The words the Allowed cell must hold for a rule the code applies. */
function expectedWords(schema: z.ZodType): string[] {
  const rule = ruleOf(schema);
  const s = rule.schema as unknown as {
    options?: string[];
    minValue?: number;
    maxValue?: number;
    isInt?: boolean;
    minLength?: number | null;
    format?: string | null;
  };
  if (rule.type === 'enum') return s.options!.map((option) => `\`${option}\``);
  if (rule.type === 'number') {
    const range = s.maxValue! >= Number.MAX_SAFE_INTEGER ? `${s.minValue} or more` : `${s.minValue}–${s.maxValue}`;
    return s.isInt ? ['whole', range] : [range];
  }
  const words: string[] = [];
  if (s.minLength) words.push(`${s.minLength}+ characters`);
  if (s.format === 'url') words.push('URL');
  if (s.format === 'email') words.push('email');
  return words;
}

/** The production section's text, up to the closing paragraph. */
const productionSection = text.slice(text.indexOf('## Production'));

/** The settings production start refuses, collected from environments that break every rule. */
const refusedNames = () => {
  const environments: NodeJS.ProcessEnv[] = [
    { NODE_ENV: 'production' },
    {
      ...production,
      WHATSAPP_PROVIDER: 'console',
      PAYMENT_SANDBOX: 'true',
      CORS_ORIGINS: '*',
      SEED_DEMO: 'true',
      OTP_TEST_NUMBERS: '972500000001',
      PUBLIC_URL: 'http://clinic.example',
    },
    { OTP_TEST_CODE: '123456' },
    { STRIPE_SECRET_KEY: 'sk_test_x' },
    { STRIPE_WEBHOOK_SECRET: 'whsec_x' },
  ];
  const names = new Set<string>();
  for (const env of environments) {
    try {
      loadConfig(env);
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      for (const problem of error.problems) names.add(problem.name);
    }
  }
  return [...names];
};

describe('docs/configuration.md', () => {
  it('lists every variable the server reads, once, and none it does not read', () => {
    const listed = rows.map((row) => row.name);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(Object.keys(ZEnv.shape).sort());
  });

  it("gives each variable the code's default and every rule its value must meet", () => {
    for (const row of rows) {
      const schema = ZEnv.shape[row.name as keyof typeof ZEnv.shape];
      const { fallback } = ruleOf(schema);
      if (fallback !== undefined) {
        expect(row.defaultCell, row.name).toContain(fallback === '' ? 'empty' : `\`${String(fallback)}\``);
      }
      for (const word of expectedWords(schema)) expect(row.allowed, row.name).toContain(word);
    }
  });

  it('names every setting production refuses in its Production section, and the command an empty site logs', () => {
    const names = refusedNames();
    expect(names.length).toBeGreaterThanOrEqual(12);
    for (const name of names) expect(productionSection, name).toContain(`\`${name}`);
    expect(productionSection).toContain(CREATE_CLINIC_USAGE);
  });
});
