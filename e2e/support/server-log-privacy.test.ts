import { describe, expect, it } from 'vitest';
import { personalDetailsIn } from './server-log-privacy';

describe('personalDetailsIn', () => {
  it('finds a phone with or without the plus, a local phone, an email and a test name', () => {
    const log = [
      '{"msg":"sent to +972501234567"}',
      '{"msg":"phone 972501234567."}',
      '{"phone":"0501234567"}',
      '{"email":"dana@example.com"}',
      '{"name":"Dana Levi"}',
    ].join('\n');
    expect(personalDetailsIn(log)).toHaveLength(5);
  });

  it('does not take digits inside a word, an id, a longer or a decimal number for a phone', () => {
    const log = [
      '{"res":{"statusCode":200},"responseTime":292.08972599999106,"msg":"request completed"}',
      '{"time":1795556437571,"id":19725012345678}',
      '{"responseTime":3.0501234567}',
      '{"reqId":"dd1024e6-7c54-4dca-8dc5-e0502869143a"}',
      '{"reqId":"dd1024e6-7c54-4dca-8dc5-972501234567"}',
    ].join('\n');
    expect(personalDetailsIn(log)).toEqual([]);
  });
});
