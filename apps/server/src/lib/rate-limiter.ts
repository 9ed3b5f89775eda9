import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config';
import { AppError } from '../errors';

/** At most `limit` hits under `key` in any `windowMs`. */
export type RateRule = { key: string; limit: number; windowMs: number };
export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };

/**
 * Sliding-log limits: a hit is allowed when every rule has room, and then counts under every rule; a refused
 * hit counts nowhere, so someone refused again and again does not use up anybody's allowance. Every process of a
 * deployment must see the same counts, so several processes share them through Redis.
 */
export interface RateLimiter {
  hit(rules: RateRule[], now: Date): Promise<RateLimitResult>;
  /** Whether the counts can be reached now (readiness: without them no code may be sent or checked). */
  reachable(): Promise<boolean>;
  close(): Promise<void>;
}

const secondsUntil = (waitMs: number) => Math.max(1, Math.ceil(waitMs / 1000));

export function createMemoryRateLimiter(): RateLimiter {
  const logs = new Map<string, { windowMs: number; times: number[] }>();
  let hits = 0;
  const recent = (rule: RateRule, at: number) =>
    (logs.get(rule.key)?.times ?? []).filter((time) => time > at - rule.windowMs);
  return {
    async hit(rules, now) {
      const at = now.getTime();
      // Forget logs with nothing left in their window now and then, so memory stays bounded by active keys.
      if (++hits % 1000 === 0) {
        for (const [key, log] of logs) if (log.times.every((time) => time <= at - log.windowMs)) logs.delete(key);
      }
      let waitMs = 0;
      for (const rule of rules) {
        const times = recent(rule, at);
        if (times.length >= rule.limit)
          waitMs = Math.max(waitMs, times[times.length - rule.limit]! + rule.windowMs - at);
      }
      if (waitMs > 0) return { allowed: false, retryAfterSeconds: secondsUntil(waitMs) };
      for (const rule of rules) logs.set(rule.key, { windowMs: rule.windowMs, times: [...recent(rule, at), at] });
      return { allowed: true, retryAfterSeconds: 0 };
    },
    async reachable() {
      return true;
    },
    async close() {
      logs.clear();
    },
  };
}

// KEYS: one sorted set per rule; ARGV: now, a unique member, then limit and window of each rule.
// Answers 0 when the hit was taken, else the milliseconds until every rule would have room.
const SLIDING_HIT = `
local now = tonumber(ARGV[1])
local wait = 0
for i, key in ipairs(KEYS) do
  local limit = tonumber(ARGV[1 + 2 * i])
  local window = tonumber(ARGV[2 + 2 * i])
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  local count = redis.call('ZCARD', key)
  if count >= limit then
    local oldest = redis.call('ZRANGE', key, count - limit, count - limit, 'WITHSCORES')
    wait = math.max(wait, tonumber(oldest[2]) + window - now)
  end
end
if wait > 0 then return wait end
for i, key in ipairs(KEYS) do
  redis.call('ZADD', key, now, ARGV[2])
  redis.call('PEXPIRE', key, tonumber(ARGV[2 + 2 * i]))
end
return 0
`;

export function createRedisRateLimiter(redis: Redis, prefix: string): RateLimiter {
  return {
    async hit(rules, now) {
      const at = now.getTime();
      const args = [String(at), `${at}:${randomBytes(6).toString('hex')}`];
      for (const rule of rules) args.push(String(rule.limit), String(rule.windowMs));
      let waitMs: number;
      try {
        waitMs = Number(await redis.eval(SLIDING_HIT, rules.length, ...rules.map((r) => prefix + r.key), ...args));
      } catch {
        // Fail closed and fast: without the shared counts no code may be sent or checked.
        throw new AppError('SERVICE_UNAVAILABLE');
      }
      return waitMs > 0
        ? { allowed: false, retryAfterSeconds: secondsUntil(waitMs) }
        : { allowed: true, retryAfterSeconds: 0 };
    },
    async reachable() {
      return redis.ping().then(
        (answer) => answer === 'PONG',
        () => false,
      );
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** Rate-limit counters shared by every process through Redis when REDIS_URL is set, else kept in memory. */
export function createRateLimiter(config: Pick<AppConfig, 'redisUrl' | 'rateLimitPrefix'>): RateLimiter {
  if (!config.redisUrl) return createMemoryRateLimiter();
  // A command waits at most half a second, also while Redis is unreachable: the request then fails with 503
  // instead of hanging on reconnects.
  const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 0, connectTimeout: 1000, commandTimeout: 500 });
  // Connection errors surface on the command that needs Redis (sends then fail closed); do not crash the process.
  redis.on('error', () => {});
  return createRedisRateLimiter(redis, config.rateLimitPrefix);
}
