import { readFileSync } from 'node:fs';

/** One instruction of a Containerfile: its keyword, its --flags and the rest of its line. */
export type Instruction = { op: string; flags: Record<string, string>; args: string };

/** A build stage: its name (`FROM … AS name`), and its instructions in order. */
export type Stage = { name: string | undefined; instructions: Instruction[] };

/**
 * The stages of a Containerfile, enough of its syntax for this repository's file: comments, `\` line
 * continuations, `--flag=value` options. Anything it does not know (heredocs, ARG in FROM) is left for the caller.
 */
export function parseContainerfile(path: string): Stage[] {
  const lines = readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => !/^\s*#/.test(line));
  const logical: string[] = [];
  let pending = '';
  for (const line of lines) {
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1)} `;
      continue;
    }
    const whole = (pending + line).trim();
    pending = '';
    if (whole) logical.push(whole);
  }
  const stages: Stage[] = [];
  for (const line of logical) {
    const [, op = '', rest = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    const flags: Record<string, string> = {};
    let args = rest;
    let flag: RegExpExecArray | null;
    while ((flag = /^--([\w-]+)(?:=(\S*))?\s+/.exec(args))) {
      flags[flag[1]!] = flag[2] ?? 'true';
      args = args.slice(flag[0].length);
    }
    const instruction = { op: op.toUpperCase(), flags, args };
    if (instruction.op === 'FROM') {
      stages.push({ name: / AS (\S+)$/i.exec(args)?.[1], instructions: [] });
    } else {
      const stage = stages.at(-1);
      if (!stage) throw new Error(`${path}: ${op} before FROM`);
      stage.instructions.push(instruction);
    }
  }
  return stages;
}

/** The stage's working directory (its last WORKDIR; `/` without one). */
export function workdirOf(stage: Stage): string {
  return stage.instructions.filter((i) => i.op === 'WORKDIR').at(-1)?.args ?? '/';
}

/** The stage's ENV settings (`ENV A=1 B=2` form). */
export function envOf(stage: Stage): Record<string, string> {
  const env: Record<string, string> = {};
  for (const { op, args } of stage.instructions) {
    if (op !== 'ENV') continue;
    for (const [, name, value] of args.matchAll(/(\w+)=("[^"]*"|\S*)/g)) env[name!] = value!.replace(/^"|"$/g, '');
  }
  return env;
}

/** The sources and destination of a COPY, in its shell form (`COPY a b dest/`) or JSON form. */
export function copyPaths({ args }: Instruction): { sources: string[]; dest: string } {
  const words = args.startsWith('[') ? (JSON.parse(args) as string[]) : args.split(/\s+/);
  const dest = words.pop();
  if (!dest || words.length === 0) throw new Error(`COPY ${args}: no source or destination`);
  return { sources: words, dest };
}

/** The stage's CMD in its exec (JSON) form, which the image uses so that node receives SIGTERM itself. */
export function cmdOf(stage: Stage): string[] {
  const cmd = stage.instructions.filter((i) => i.op === 'CMD').at(-1);
  if (!cmd?.args.startsWith('[')) throw new Error('the final stage has no CMD in exec form');
  return JSON.parse(cmd.args) as string[];
}
