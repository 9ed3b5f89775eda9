import type { z } from 'zod';
import { type Env, ZEnv } from './config-env';
import { exampleOf } from './config-examples';
import { ConfigError, type ConfigProblem } from './config-problems';
import { ruleProblems } from './config-rules';

/** What a malformed value must be, in an operator's words (never echoing it: it may be a secret). */
function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'string'
        ? `must be at least ${issue.minimum} characters`
        : `must be at least ${issue.minimum}`;
    case 'too_big':
      return issue.origin === 'string'
        ? `must be at most ${issue.maximum} characters`
        : `must be at most ${issue.maximum}`;
    case 'invalid_value':
      return `must be one of ${issue.values.map(String).join(', ')}`;
    case 'invalid_type':
      return issue.expected === 'int' ? 'must be a whole number' : `must be a ${issue.expected}`;
    case 'invalid_format':
      if (issue.format === 'url') return 'must be a URL starting with http:// or https://';
      if (issue.format === 'email') return 'must be an email address';
      return issue.message;
    default:
      return issue.message;
  }
}

/**
 * Reads the environment against ZEnv and the rules between settings, and throws one ConfigError listing every
 * setting that is missing or wrong (one entry each), so an operator fixes them all in one round.
 */
export function checkEnv(env: NodeJS.ProcessEnv): Env {
  const parsed = ZEnv.safeParse(env);
  const problems: ConfigProblem[] = [];
  let data: Env;
  if (parsed.success) {
    data = parsed.data;
  } else {
    const malformed = new Set<string>();
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0]);
      if (malformed.has(name)) continue;
      malformed.add(name);
      problems.push({ name, why: describeIssue(issue), example: exampleOf(name) });
    }
    // The rules still look at the rest, each malformed value read as unset.
    data = ZEnv.parse(Object.fromEntries(Object.entries(env).filter(([name]) => !malformed.has(name))));
  }
  for (const problem of ruleProblems(data)) {
    if (!problems.some((p) => p.name === problem.name)) problems.push(problem);
  }
  if (problems.length) throw new ConfigError(problems, data.NODE_ENV === 'production');
  return data;
}
