import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { type RateLimiter, createMemoryRateLimiter, createRedisRateLimiter } from './rate-limiter';

const HOUR = 3_600_000;

function behavesAsAFixedWindowLimiter(make: () => RateLimiter) {
  const limiter = make();
  afterAll(() => limiter.close());

  it('allows up to the limit in a window, then refuses with the seconds left', async () => {
    const key = `k-${randomBytes(4).toString('hex')}`;
    const at = new Date('2026-03-01T10:15:00Z');
    for (let i = 0; i < 3; i++) expect((await limiter.hit(key, 3, HOUR, at)).allowed).toBe(true);
    const refused = await limiter.hit(key, 3, HOUR, at);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 45 * 60 });
  });

  it('starts over in the next window and keeps keys apart', async () => {
    const key = `k-${randomBytes(4).toString('hex')}`;
    const at = new Date('2026-03-01T10:59:59Z');
    expect((await limiter.hit(key, 1, HOUR, at)).allowed).toBe(true);
    expect((await limiter.hit(key, 1, HOUR, at)).allowed).toBe(false);
    expect((await limiter.hit(`${key}-other`, 1, HOUR, at)).allowed).toBe(true);
    expect((await limiter.hit(key, 1, HOUR, new Date('2026-03-01T11:00:00Z'))).allowed).toBe(true);
  });
}

describe('in-memory rate limiter', () => {
  behavesAsAFixedWindowLimiter(createMemoryRateLimiter);
});

describe.skipIf(!process.env.REDIS_URL)('Redis rate limiter', () => {
  const prefix = `clinic-test:${randomBytes(6).toString('hex')}:`;
  behavesAsAFixedWindowLimiter(() => createRedisRateLimiter(new Redis(process.env.REDIS_URL!), prefix));

  it('shares counts between limiters of different processes', async () => {
    const a = createRedisRateLimiter(new Redis(process.env.REDIS_URL!), prefix);
    const b = createRedisRateLimiter(new Redis(process.env.REDIS_URL!), prefix);
    const at = new Date();
    expect((await a.hit('shared', 2, HOUR, at)).allowed).toBe(true);
    expect((await b.hit('shared', 2, HOUR, at)).allowed).toBe(true);
    expect((await a.hit('shared', 2, HOUR, at)).allowed).toBe(false);
    await a.close();
    await b.close();
  });
});
