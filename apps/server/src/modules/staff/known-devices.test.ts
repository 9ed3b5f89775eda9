import { describe, expect, it } from 'vitest';
import { KNOWN_DEVICE_DAYS, createKnownDevices } from './known-devices';

const devices = createKnownDevices('a secret of at least sixteen characters');
const now = new Date('2026-12-07T07:00:00Z');
const days = (count: number) => new Date(now.getTime() + count * 86_400_000);
const owner = { tenantId: 1, staffId: 7 };

describe('known devices', () => {
  it('knows a browser for the account it logged in to, for a year after its last login', () => {
    const tokens = devices.remember([], owner, now);
    const deviceId = devices.deviceOf(tokens, owner, now);
    expect(deviceId).toMatch(/^[\w-]{22}$/);
    expect(devices.deviceOf(tokens, { tenantId: 1, staffId: 8 }, now)).toBeUndefined();
    expect(devices.deviceOf(tokens, { tenantId: 2, staffId: 7 }, now)).toBeUndefined();
    expect(devices.deviceOf(tokens, owner, days(KNOWN_DEVICE_DAYS - 1))).toBe(deviceId);
    expect(devices.deviceOf(tokens, owner, days(KNOWN_DEVICE_DAYS))).toBeUndefined();
    // Each login renews it under the same device id.
    const renewed = devices.remember(tokens, owner, days(300));
    expect(devices.deviceOf(renewed, owner, days(KNOWN_DEVICE_DAYS + 200))).toBe(deviceId);
  });

  it('refuses a token with any part changed, or signed with another secret', () => {
    const [token] = devices.remember([], owner, now);
    const parts = token!.split('.');
    for (let i = 0; i < 4; i++) {
      const changed = parts.map((part, at) => (at === i ? part.replace(/^./, (c) => (c === '9' ? '8' : '9')) : part));
      expect(devices.deviceOf([changed.join('.')], owner, now), `part ${i}`).toBeUndefined();
    }
    const elsewhere = createKnownDevices('another secret of sixteen characters');
    expect(elsewhere.deviceOf([token!], owner, now)).toBeUndefined();
    expect(devices.deviceOf(['nonsense', ''], owner, now)).toBeUndefined();
  });

  it('keeps the last ten accounts a shared browser logged in to, dropping broken and expired tokens', () => {
    let tokens = ['nonsense'];
    for (let staffId = 1; staffId <= 12; staffId++) tokens = devices.remember(tokens, { tenantId: 1, staffId }, now);
    expect(tokens).toHaveLength(10);
    expect(devices.deviceOf(tokens, { tenantId: 1, staffId: 12 }, now)).toBeDefined();
    expect(devices.deviceOf(tokens, { tenantId: 1, staffId: 3 }, now)).toBeDefined();
    expect(devices.deviceOf(tokens, { tenantId: 1, staffId: 2 }, now)).toBeUndefined();
    const later = devices.remember(tokens, owner, days(KNOWN_DEVICE_DAYS + 1));
    expect(later).toHaveLength(1);
  });
});
