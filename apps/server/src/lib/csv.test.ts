import { describe, expect, it } from 'vitest';
import { csvLines } from './csv';

describe('csvLines', () => {
  it('puts an apostrophe before every text a spreadsheet would run as a formula', () => {
    const cells = ['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1', '\uFF1D1', 'plain', 'a=b'];
    expect(csvLines([cells])).toBe(`'=1+1,'+1,'-1,'@SUM(A1),'\t=1,"'\r=1",'\uFF1D1,plain,a=b\n`);
  });

  it('keeps numbers (negative ones too) and empty cells as they are, and quotes what CSV needs', () => {
    expect(csvLines([[-2.5, 0, null, 'Levi, Dana', 'say "hi"']])).toBe('-2.5,0,,"Levi, Dana","say ""hi"""\n');
  });
});
