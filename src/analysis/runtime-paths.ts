import type { RawRef } from './references.js';
import { trimEndChars } from './strings.js';

/**
 * Paths a script names under a folder the runtime gives it (`${CLAUDE_PLUGIN_ROOT}/assets/sync.sh`,
 * `$CLAUDE_SKILL_DIR/templates/x`, `${CLAUDE_PROJECT_DIR}/tools/y`): whatever the script does with the file —
 * runs it, copies it into a start-up folder or a timer (`install -m 0755 "${CLAUDE_PLUGIN_ROOT}/assets/s.sh"
 * ~/.local/bin/`), hands it to a tool — it is a file of the skill or plugin the script works with, so it
 * belongs to the closure and is scanned. The resolver anchors each on its folder (src/model/runtime-folders.ts).
 */

const ANCHORED =
  /\$\{?CLAUDE_(?:PLUGIN_ROOT|SKILL_DIR|PROJECT_DIR)\}?\/[A-Za-z0-9_.@+-][^\s"'`;|&()<>$*?]{0,300}/g;
const MAX_REFS = 256;

export function runtimeFolderRefs(text: string): RawRef[] {
  const out: RawRef[] = [];
  for (const m of text.slice(0, 1 << 20).matchAll(ANCHORED)) {
    if (out.length >= MAX_REFS) break;
    const target = trimEndChars(m[0], '.,:');
    out.push({
      kind: 'script-source',
      target,
      start: m.index,
      end: m.index + target.length,
      certainty: 'candidate',
    });
  }
  return out;
}
