import type { BehaviourOf } from '../../analysis/facts.js';
import type { Location } from '../../findings.js';
import type { Located } from './behaviour.js';

/**
 * A program downloaded to a file and then run by its bare name: `curl -sL https://…/safe-linux-amd64 -o safe
 * && chmod +x safe && sudo mv safe /usr/local/bin/`, then `safe --help`, `safe encrypt …` in later steps. The
 * install happens at the download; a bare name is looked up on PATH, so each later line is a use of the
 * installed program, which the user may have installed already (fresh sweep 22: one vendor binary install
 * reported critical on its 124th use, `safe pubkey $USER > message.txt`, with the download nowhere in the
 * finding). The finding goes on the download, graded by where the download sits and who serves it; the uses are
 * related locations. A downloaded file run by its path (`./msfinstall`, `bash /tmp/x.sh`) is the install itself
 * and stays where it runs.
 */

/** Words that start a command without being its program (`sudo safe …`). */
const PREFIXES = new Set(['sudo', 'doas', 'env', 'exec', 'nohup', 'time', 'command', 'nice']);

/** The program word of a run's evidence, past the prefixes. */
function programWord(evidence: string): string | undefined {
  const words = evidence.trim().split(/\s+/, 8);
  for (const w of words) {
    if (PREFIXES.has(w) || /^\w+=/.test(w)) continue;
    return w;
  }
  return undefined;
}

/** The run uses an installed program: its word is a bare name, found on PATH, not a path to the file. */
function usesInstalled(loc: Located<BehaviourOf<'execute'>>): boolean {
  const word = programWord(loc.b.evidence);
  return (
    word !== undefined &&
    !/[/\\$`"']/.test(word) &&
    loc.b.code.taints.includes('download') &&
    !loc.b.code.taints.includes('decoded')
  );
}

export interface InstalledDownload {
  /** The download, as the run it installs: the run's behaviour at the download's place and unit. */
  at: Located<BehaviourOf<'execute'>>;
  /** What the download saved: the file named by its `-o`. */
  file: string;
  /** The later uses, as related locations. */
  uses: Location[];
}

/**
 * The download a group of runs of one download (same file, same address) uses, when every run is a use of the
 * installed program and the same file (and archive member) saves that address to a file before the first use.
 */
export function installedDownload(
  group: Array<Located<BehaviourOf<'execute'>>>,
): InstalledDownload | undefined {
  const first = group[0];
  const url = first?.b.endpoint?.url;
  if (!first || !url || !group.every(usesInstalled)) return undefined;
  const { facts } = first;
  const member = facts.units[first.b.unit]?.member;
  const line = Math.min(...group.map((l) => l.b.at.startLine));
  let fetch: BehaviourOf<'fetch'> | undefined;
  for (const b of facts.behaviours) {
    if (b.kind !== 'fetch' || b.file === undefined || b.endpoint.url !== url) continue;
    if (facts.units[b.unit]?.member !== member || b.at.startLine >= line) continue;
    fetch = b;
    break;
  }
  const unit = fetch ? facts.units[fetch.unit] : undefined;
  if (!fetch || !unit) return undefined;
  // The program each run starts is the saved file by its name (`-o safe`, then `safe …`), not a program
  // that takes the download as an operand (`installer -pkg x.pkg`, `open x.dmg`): that run is the install.
  const saved = (fetch.file ?? '').replace(/["']/g, '');
  const name = saved.slice(saved.lastIndexOf('/') + 1);
  if (name === '' || !group.every((l) => programWord(l.b.evidence) === name)) return undefined;
  return {
    at: { ...first, b: { ...first.b, unit: fetch.unit, at: fetch.at, evidence: fetch.evidence }, unit },
    file: fetch.file ?? '',
    uses: group.map((l) => ({
      path: l.path,
      region: l.b.at,
      message: 'a later use of the installed program',
    })),
  };
}
