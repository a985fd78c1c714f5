import type { BehaviourOf } from '../analysis/facts.js';
import type { Severity } from '../findings.js';
import {
  grade,
  HIGH_WHERE_IT_RUNS,
  LOW_WHERE_IT_RUNS,
  type Located,
  type PlacementGrades,
  reachedBehaviours,
  reportBehaviour,
  shown,
  whereItRuns,
} from './support/behaviour.js';
import { reportControlsOff } from './support/guards-off.js';
import { readsDownloadedCode } from './support/root-pipelines.js';
import { defineRule } from './types.js';

/**
 * Destructive or privileged commands, graded by effect (rules/privileged-command.md): `sudo` with a fixed,
 * non-interpreter command is low and reported once per file; code piped into `sudo bash`, SUID bits and
 * broad destruction (`rm -rf ~`, `mkfs`, `dd` to a disk, fork bombs) are high where they run.
 */

const LOOSEN: PlacementGrades = {
  auto: 'medium',
  script: 'medium',
  instructed: 'medium',
  runnable: 'low',
  example: 'info',
  mention: undefined,
};
/** A fixed command under sudo, or files given to root. */
const SUDO = LOW_WHERE_IT_RUNS;

const HOW: Record<BehaviourOf<'destroy'>['how'], string> = {
  'rm-broad': 'deletes a broad path recursively',
  mkfs: 'formats a disk or partition',
  'dd-device': 'overwrites a disk device',
  'fork-bomb': 'is a fork bomb: it spawns processes until the machine stops responding',
  shred: 'shreds a device',
  format: 'formats a volume',
  'chmod-broad': 'changes permissions across the whole system',
};

export default defineRule('privileged-command', async (ctx) => {
  const sudoSeen = new Set<string>();
  for (const loc of await reachedBehaviours(ctx, ['privilege', 'destroy'])) {
    const b = loc.b;
    if (b.kind === 'destroy') {
      const severity = grade(HIGH_WHERE_IT_RUNS, loc.unit);
      if (severity)
        await reportBehaviour(ctx, loc, {
          severity,
          message: `${shown(b)} ${HOW[b.how]} ${whereItRuns(loc.unit)}`,
        });
      continue;
    }
    const p = loc as Located<BehaviourOf<'privilege'>>;
    // `curl … | sudo bash`: remote-code-execution judges the pipeline, root included.
    if (readsDownloadedCode(p.b, loc.facts.behaviours)) continue;
    const { severity, what } = judgePrivilege(p);
    if (!severity) continue;
    if (severity === 'low' && (p.b.how === 'sudo' || p.b.how === 'doas' || p.b.how === 'su')) {
      // One fixed command under sudo is routine set-up: say it once per file, not per line.
      if (sudoSeen.has(loc.path)) continue;
      sudoSeen.add(loc.path);
    }
    await reportBehaviour(ctx, loc, {
      severity,
      message: `${shown(p.b)} ${what} ${whereItRuns(loc.unit)}`,
      ...(severity === 'low' ? { key: `privilege:sudo:${loc.path}` } : {}),
    });
  }
  // Security controls on the user's account switched off (Vercel protection, branch protection, 0.0.0.0/0).
  await reportControlsOff(ctx);
});

function judgePrivilege(p: Located<BehaviourOf<'privilege'>>): {
  severity: Severity | undefined;
  what: string;
} {
  const placement = p.unit.placement;
  switch (p.b.how) {
    case 'setuid':
      return {
        severity: HIGH_WHERE_IT_RUNS[placement],
        what: 'sets the SUID bit: the file then runs as its owner for anyone',
      };
    case 'world-writable':
      return { severity: LOOSEN[placement], what: 'makes files writable by every user' };
    case 'chown-root':
      return { severity: SUDO[placement], what: 'gives files to root' };
    default:
      if (p.b.interpreter)
        return {
          severity: HIGH_WHERE_IT_RUNS[placement],
          what: `runs an interpreter as root (${p.b.how}) on code it reads, so whatever arrives runs with full privileges`,
        };
      return { severity: SUDO[placement], what: `runs a fixed command with ${p.b.how}` };
  }
}
