import { DEFAULT_COLLECTOR_LIMITS } from '../code/collector.js';
import { decodeBytes } from '../decode.js';
import { extractFacts, type FileFacts } from '../extract.js';
import type { ClassifyOptions } from '../hosts.js';
import { LineMap } from '../lines.js';
import { mergeMember } from '../merge-facts.js';
import { unpickledFacts } from '../pickle/facts.js';
import type { ArchiveReport } from './types.js';

/**
 * The facts of an archive: every text member goes through the same extraction as a file of that name
 * (a script by its extension or shebang, Markdown by its fences and inline commands), and the results
 * are merged into one FileFacts for the archive, each unit labelled with its member. The behaviour rules
 * then report a `curl | sh` inside `assets/tools.zip!/install.sh` like any other, on the archive.
 */

/** Bounds on the merged facts: ten files' worth. */
export const MERGED_LIMITS = {
  units: DEFAULT_COLLECTOR_LIMITS.maxUnits * 10,
  behaviours: DEFAULT_COLLECTOR_LIMITS.maxBehaviours * 10,
} as const;

export function archiveFacts(archive: ArchiveReport, hosts: ClassifyOptions = {}): FileFacts {
  const merged: FileFacts = { units: [], behaviours: [], assignments: [] };
  for (const member of archive.texts) {
    if (merged.units.length >= MERGED_LIMITS.units || merged.behaviours.length >= MERGED_LIMITS.behaviours) {
      merged.limitHit ??= `archive members hold more than ${MERGED_LIMITS.units} code units or ${MERGED_LIMITS.behaviours} behaviours`;
      break;
    }
    const text = decodeBytes(member.bytes).text;
    const facts = extractFacts({ path: member.name, text, lines: new LineMap(text), hosts, intents: false });
    mergeMember(merged, facts, member.name);
  }
  // A pickle member (PyTorch's `archive/data.pkl`): the calls it makes when loaded.
  for (const member of archive.pickles ?? []) {
    const facts = unpickledFacts(member.bytes, member.name, hosts);
    if (facts) mergeMember(merged, facts, member.name);
  }
  return merged;
}
