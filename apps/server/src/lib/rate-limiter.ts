import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { AppError } from '../errors';

/**
 * At most `limit` hits under `key` in any `windowMs`. With `growing`, hits past the limit are not refused until the
 * window frees room but let through one at a time, each `baseMs` after the newest, doubling per hit past the
 * limit, at most `capMs`: a slowdown that grows with the hits of the window and eases as they leave it.
 */
export type RateRule = { key: string; limit: number; windowMs: number; growing?: { baseMs: number; capMs: number } };
/** `hitId` names a taken hit, so `forget` can take it back. */
export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number; hitId?: string };

/**
 * Sliding-log limits: a hit is allowed when every rule has room, and then counts under every rule; a refused
 * hit counts nowhere, so someone refused again and again does not use up anybody's allowance. Every process of a
 * deployment must see the same counts, so several processes share them through Redis.
 */
export interface RateLimiter {
  hit(rules: RateRule[], now: Date): Promise<RateLimitResult>;
  /** Takes back a hit under these keys (a try counted before it was known to be one that should not count). */
  forget(keys: string[], hitId: string): Promise<void>;
  /** Whether the counts can be reached now (readiness: without them no code may be sent or checked). */
  reachable(): Promise<boolean>;
  close(): Promise<void>;
}

const secondsUntil = (waitMs: number) => Math.max(1, Math.ceil(waitMs / 1000));

/** How long the rule's hits so far make the next one wait, given their times oldest first (0: it may go now). */
function waitOf(rule: RateRule, times: number[], at: number): number {
  if (times.length < rule.limit) return 0;
  if (!rule.growing) return times[times.length - rule.limit]! + rule.windowMs - at;
  const delay = Math.min(rule.growing.capMs, rule.growing.baseMs * 2 ** (times.length - rule.limit));
  return times[times.length - 1]! + delay - at;
}

export function createMemoryRateLimiter(): RateLimiter {
  const logs = new Map<string, { windowMs: number; hits: Array<{ at: number; id: string }> }>();
  let hits = 0;
  const recent = (rule: RateRule, at: number) =>
    (logs.get(rule.key)?.hits ?? []).filter((hit) => hit.at > at - rule.windowMs);
  return {
    async hit(rules, now) {
      const at = now.getTime();
      // Forget logs with nothing left in their window now and then, so memory stays bounded by active keys.
      if (++hits % 1000 === 0) {
        for (const [key, log] of logs) if (log.hits.every((hit) => hit.at <= at - log.windowMs)) logs.delete(key);
      }
      let waitMs = 0;
      for (const rule of rules) {
        const times = recent(rule, at).map((hit) => hit.at);
        waitMs = Math.max(waitMs, waitOf(rule, times, at));
      }
      if (waitMs > 0) return { allowed: false, retryAfterSeconds: secondsUntil(waitMs) };
      const id = `${at}:${randomBytes(6).toString('hex')}`;
      for (const rule of rules) {
        const kept = [...recent(rule, at), { at, id }].sort((a, b) => a.at - b.at);
        logs.set(rule.key, { windowMs: rule.windowMs, hits: kept });
      }
      return { allowed: true, retryAfterSeconds: 0, hitId: id };
    },
    async forget(keys, hitId) {
      for (const key of keys) {
        const log = logs.get(key);
        if (log) log.hits = log.hits.filter((hit) => hit.id !== hitId);
      }
    },
    async reachable() {
      return true;
    },
    async close() {
      logs.clear();
    },
  };
}

// KEYS: one sorted set per rule; ARGV: now, a unique member, then limit, window, growing base and cap (0 and 0: none)
// of each rule. Answers 0 when the hit was taken, else the milliseconds until every rule would let it through.
const SLIDING_HIT = `
local now = tonumber(ARGV[1])
local wait = 0
for i, key in ipairs(KEYS) do
  local limit = tonumber(ARGV[4 * i - 1])
  local window = tonumber(ARGV[4 * i])
  local base = tonumber(ARGV[4 * i + 1])
  local cap = tonumber(ARGV[4 * i + 2])
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  local count = redis.call('ZCARD', key)
  if count >= limit then
    if base > 0 then
      local newest = redis.call('ZRANGE', key, -1, -1, 'WITHSCORES')
      wait = math.max(wait, tonumber(newest[2]) + math.min(cap, base * 2 ^ (count - limit)) - now)
    else
      local oldest = redis.call('ZRANGE', key, count - limit, count - limit, 'WITHSCORES')
      wait = math.max(wait, tonumber(oldest[2]) + window - now)
    end
  end
end
if wait > 0 then return wait end
for i, key in ipairs(KEYS) do
  redis.call('ZADD', key, now, ARGV[2])
  redis.call('PEXPIRE', key, tonumber(ARGV[4 * i]))
end
return 0
`;

export function createRedisRateLimiter(redis: Redis, prefix: string): RateLimiter {
  return {
    async hit(rules, now) {
      const at = now.getTime();
      const id = `${at}:${randomBytes(6).toString('hex')}`;
      const args = [String(at), id];
      for (const rule of rules) {
        const growing = rule.growing ?? { baseMs: 0, capMs: 0 };
        args.push(String(rule.limit), String(rule.windowMs), String(growing.baseMs), String(growing.capMs));
      }
      let waitMs: number;
      try {
        waitMs = Number(await redis.eval(SLIDING_HIT, rules.length, ...rules.map((r) => prefix + r.key), ...args));
      } catch {
        // Fail closed and fast: without the shared counts no code may be sent or checked.
        throw new AppError('SERVICE_UNAVAILABLE');
      }
      return waitMs > 0
        ? { allowed: false, retryAfterSeconds: secondsUntil(waitMs) }
        : { allowed: true, retryAfterSeconds: 0, hitId: id };
    },
    async forget(keys, hitId) {
      // Best effort: a hit not taken back only counts once more than it should.
      await Promise.all(keys.map((key) => redis.zrem(prefix + key, hitId))).catch(() => {});
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
export function createRateLimiter(config: { redisUrl: string | undefined; rateLimitPrefix: string }): RateLimiter {
  if (!config.redisUrl) return createMemoryRateLimiter();
  // A command waits at most half a second, also while Redis is unreachable: the request then fails with 503
  // instead of hanging on reconnects.
  const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 0, connectTimeout: 1000, commandTimeout: 500 });
  // Connection errors surface on the command that needs Redis (sends then fail closed); do not crash the process.
  redis.on('error', () => {});
  return createRedisRateLimiter(redis, config.rateLimitPrefix);
}
