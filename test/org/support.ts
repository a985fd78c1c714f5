import { readFileSync } from 'node:fs';
import { type CliIO, runCli } from '../../src/cli.js';
import { setApiFactory } from '../../src/org/cli.js';
import { orgClient } from '../../src/org/client.js';
import type { GitHubStandIn } from './stand-in.js';

/** Waits shrink to a few milliseconds in-process: the policy is what is tested, not the clock. */
const fastSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, Math.min(ms, 3)));

/** Points `skillscan org*` at the stand-in, with fast waits. */
export function useStandIn(standIn: GitHubStandIn): void {
  setApiFactory((_io, onEvent) =>
    orgClient({ baseUrl: standIn.url, token: 'test-token', onEvent, sleep: fastSleep, backoffMs: 1 }),
  );
}

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

export async function cli(
  args: string[],
  options: { columns?: number; env?: Record<string, string> } = {},
): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const io: CliIO = {
    stdout: (s) => {
      stdout += s;
    },
    stderr: (s) => {
      stderr += s;
    },
    isTTY: false,
    ...(options.columns !== undefined ? { stderrColumns: options.columns } : {}),
    env: { GH_TOKEN: 'test-token', ...(options.env ?? {}) },
    readFile: async (p) => readFileSync(p, 'utf8'),
  };
  const code = await runCli(args, io);
  return { code, stdout, stderr };
}

/** The report without what belongs to one run (every `run` object): what must match across runs. */
export function withoutRun(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutRun);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => k !== 'run')
        .map(([k, v]) => [k, withoutRun(v)]),
    );
  return value;
}

/** report.md without its last line (this run's requests and time). */
export const withoutRunLine = (md: string): string => md.replace(/<sub>This run:[^\n]*<\/sub>\n*$/, '');
