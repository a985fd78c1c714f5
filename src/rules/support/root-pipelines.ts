import type { Behaviour, BehaviourOf } from '../../analysis/facts.js';

/**
 * `curl … | sudo -E bash`: one pipeline, two facts — an `execute` of downloaded code and a `privilege`
 * whose command is the interpreter reading it. remote-code-execution owns that evidence and grades the
 * root run (a vendor's repository setup script as root is medium, not low); privileged-command leaves it
 * alone so one pipeline gets one judgement (docs/taxonomy.md: one finding per evidence).
 */

function sameStretch(a: Behaviour, b: Behaviour): boolean {
  return a.unit === b.unit && a.at.startLine <= b.at.endLine && b.at.startLine <= a.at.endLine;
}

/** The `sudo`-like interpreter that runs this download, when the run is root's. */
export function rootInterpreterOf(
  run: BehaviourOf<'execute'>,
  behaviours: readonly Behaviour[],
): BehaviourOf<'privilege'> | undefined {
  for (const b of behaviours)
    if (b.kind === 'privilege' && b.interpreter && sameStretch(run, b)) return b as BehaviourOf<'privilege'>;
  return undefined;
}

/** Whether a root interpreter reads a download that remote-code-execution reports (the same pipeline). */
export function readsDownloadedCode(
  priv: BehaviourOf<'privilege'>,
  behaviours: readonly Behaviour[],
): boolean {
  if (!priv.interpreter) return false;
  return behaviours.some(
    (b) =>
      b.kind === 'execute' &&
      b.code.taints.includes('download') &&
      b.endpoint?.cls !== 'local' &&
      sameStretch(b, priv),
  );
}
