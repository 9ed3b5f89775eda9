/** One setting the process cannot start with: its name, what is wrong and why it matters, and a value to set. */
export type ConfigProblem = { name: string; why: string; example: string };

/** Every setting that keeps the process from starting, in one message an operator can act on. */
export class ConfigError extends Error {
  constructor(
    readonly problems: ConfigProblem[],
    production: boolean,
  ) {
    super(describeProblems(problems, production));
    this.name = 'ConfigError';
  }
}

/** sysexits' EX_CONFIG: a supervisor can tell a configuration to fix from a crash worth restarting. */
export const CONFIG_EXIT_CODE = 78;

function describeProblems(problems: ConfigProblem[], production: boolean) {
  const count = problems.length === 1 ? '1 setting is' : `${problems.length} settings are`;
  return [
    `Cannot start${production ? ' in production (NODE_ENV=production)' : ''}: ${count} missing or wrong.`,
    'Set each in the environment (or the env file the service reads), then start again.',
    '',
    ...problems.flatMap((p) => [`  ${p.name}: ${p.why}`, `      e.g. ${p.example}`]),
    '',
    'Every setting, its default and its rules: docs/configuration.md',
  ].join('\n');
}
