import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { type RateLimiter, createMemoryRateLimiter, createRateLimiter, createRedisRateLimiter } from './rate-limiter';

const MINUTE = 60_000;
const at = (minutes: number) => new Date(Date.UTC(2026, 2, 1, 10, 0) + minutes * MINUTE);
const fresh = () => `k-${randomBytes(4).toString('hex')}`;

function behavesAsASlidingLogLimiter(make: () => RateLimiter) {
  const limiter = make();
  afterAll(() => limiter.close());

  it('allows at most the limit in any window, with the seconds until the oldest hit leaves it', async () => {
    const rule = { key: fresh(), limit: 3, windowMs: 10 * MINUTE };
    for (const minute of [0, 4, 9]) expect((await limiter.hit([rule], at(minute))).allowed).toBe(true);
    // No burst across a window's edge: the fourth waits for the first to be 10 minutes old.
    expect(await limiter.hit([rule], at(9.5))).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect((await limiter.hit([rule], at(10))).allowed).toBe(true);
    expect((await limiter.hit([rule], at(10.5))).allowed).toBe(false);
    expect((await limiter.hit([rule], at(14))).allowed).toBe(true);
  });

  it('takes a hit under every rule or under none, and a refused hit counts nowhere', async () => {
    const wide = { key: fresh(), limit: 5, windowMs: 60 * MINUTE };
    const narrow = { key: fresh(), limit: 1, windowMs: 10 * MINUTE };
    expect((await limiter.hit([wide, narrow], at(0))).allowed).toBe(true);
    for (let i = 0; i < 10; i++) expect((await limiter.hit([wide, narrow], at(1))).allowed).toBe(false);
    // The ten refusals used none of the wide allowance: four are left.
    for (let i = 0; i < 4; i++) expect((await limiter.hit([wide], at(2))).allowed).toBe(true);
    expect((await limiter.hit([wide], at(2))).allowed).toBe(false);
    expect((await limiter.hit([{ ...narrow, key: fresh() }], at(2))).allowed).toBe(true);
  });

  it('lets hits past a growing limit through one at a time, each after a doubling delay up to its cap', async () => {
    const SECOND = 1000;
    const rule = { key: fresh(), limit: 2, windowMs: 60 * MINUTE, growing: { baseMs: SECOND, capMs: 8 * SECOND } };
    const t = (seconds: number) => new Date(at(0).getTime() + seconds * SECOND);
    expect((await limiter.hit([rule], t(0))).allowed).toBe(true);
    expect((await limiter.hit([rule], t(0))).allowed).toBe(true);
    // Past the limit: 1 s after the newest hit, then 2, 4, 8 and 8 again (the cap).
    let last = 0;
    for (const delay of [1, 2, 4, 8, 8]) {
      expect(await limiter.hit([rule], t(last + delay - 0.5))).toEqual({ allowed: false, retryAfterSeconds: 1 });
      expect((await limiter.hit([rule], t(last + delay))).allowed).toBe(true);
      last += delay;
    }
    // Refusals count nowhere: the wait from the newest hit is the cap, however often it was asked.
    expect(await limiter.hit([rule], t(last))).toEqual({ allowed: false, retryAfterSeconds: 8 });
    // Once the window has passed every hit, none is left to slow the next one.
    expect((await limiter.hit([rule], t(last + 60 * 60))).allowed).toBe(true);
  });

  it('forgets a hit it is told to take back, under every key it counted under', async () => {
    const a = { key: fresh(), limit: 1, windowMs: 10 * MINUTE };
    const b = { key: fresh(), limit: 1, windowMs: 10 * MINUTE };
    const taken = await limiter.hit([a, b], at(0));
    expect(taken).toMatchObject({ allowed: true, hitId: expect.any(String) });
    expect((await limiter.hit([a], at(1))).allowed).toBe(false);
    await limiter.forget([a.key, b.key], taken.hitId!);
    expect((await limiter.hit([a], at(1))).allowed).toBe(true);
    expect((await limiter.hit([b], at(1))).allowed).toBe(true);
  });
}

describe('in-memory rate limiter', () => {
  behavesAsASlidingLogLimiter(createMemoryRateLimiter);
});

describe.skipIf(!process.env.REDIS_URL)('Redis rate limiter', () => {
  const prefix = `clinic-test:${randomBytes(6).toString('hex')}:`;
  behavesAsASlidingLogLimiter(() => createRedisRateLimiter(new Redis(process.env.REDIS_URL!), prefix));

  it('shares counts between limiters of different processes', async () => {
    const a = createRedisRateLimiter(new Redis(process.env.REDIS_URL!), prefix);
    const b = createRedisRateLimiter(new Redis(process.env.REDIS_URL!), prefix);
    const rule = { key: 'shared', limit: 2, windowMs: 60 * MINUTE };
    const now = new Date();
    expect((await a.hit([rule], now)).allowed).toBe(true);
    expect((await b.hit([rule], now)).allowed).toBe(true);
    expect((await a.hit([rule], now)).allowed).toBe(false);
    await a.close();
    await b.close();
  });
});

describe('Redis rate limiter with Redis unreachable', () => {
  it('fails within a second with 503 instead of waiting for reconnects', async () => {
    // Nothing listens on port 1; the client keeps trying to connect in the background.
    const limiter = createRateLimiter({ redisUrl: 'redis://127.0.0.1:1', rateLimitPrefix: 'unreachable:' });
    const started = Date.now();
    await expect(limiter.hit([{ key: 'k', limit: 1, windowMs: MINUTE }], new Date())).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      statusCode: 503,
    });
    expect(Date.now() - started).toBeLessThan(1000);
    await limiter.close();
  });
});
