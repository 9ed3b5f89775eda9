import type { Redis } from 'ioredis';

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };

/**
 * Fixed-window counters. Every process of a deployment must see the same counts,
 * so production with several processes uses Redis; one process can keep them in memory.
 */
export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number, now: Date): Promise<RateLimitResult>;
  close(): Promise<void>;
}

const windowOf = (now: Date, windowMs: number) => {
  const index = Math.floor(now.getTime() / windowMs);
  const endsAt = (index + 1) * windowMs;
  return { index, retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)) };
};

export function createMemoryRateLimiter(): RateLimiter {
  const counters = new Map<string, { count: number; expiresAt: number }>();
  let hits = 0;
  return {
    async hit(key, limit, windowMs, now) {
      const { index, retryAfterSeconds } = windowOf(now, windowMs);
      // Sweep expired windows now and then so memory stays bounded by the active keys.
      if (++hits % 1000 === 0) {
        for (const [k, v] of counters) if (v.expiresAt <= now.getTime()) counters.delete(k);
      }
      const id = `${key}:${windowMs}:${index}`;
      const entry = counters.get(id) ?? { count: 0, expiresAt: (index + 1) * windowMs };
      entry.count += 1;
      counters.set(id, entry);
      return { allowed: entry.count <= limit, retryAfterSeconds };
    },
    async close() {
      counters.clear();
    },
  };
}

export function createRedisRateLimiter(redis: Redis, prefix: string): RateLimiter {
  return {
    async hit(key, limit, windowMs, now) {
      const { index, retryAfterSeconds } = windowOf(now, windowMs);
      const id = `${prefix}${key}:${windowMs}:${index}`;
      const results = await redis
        .multi()
        .incr(id)
        .pexpire(id, windowMs + 1000)
        .exec();
      const count = Number(results?.[0]?.[1] ?? 0);
      if (results?.[0]?.[0]) throw results[0][0];
      return { allowed: count <= limit, retryAfterSeconds };
    },
    async close() {
      await redis.quit();
    },
  };
}
