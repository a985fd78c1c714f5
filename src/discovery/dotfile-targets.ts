/**
 * The home path a dotfiles manager writes a repository file to, read from the names the managers give their
 * sources, so a runtime's user configuration is read wherever a dotfiles repository keeps it (sweep 24: a
 * chezmoi `dot_codex/modify_private_config.toml` set Codex's `sandbox_mode` for every session of the user,
 * and nothing was read).
 * - chezmoi (chezmoi.io/reference/source-state-attributes): each segment may carry the prefixes `create_`,
 *   `modify_`, `remove_`, `run_`, `symlink_`, `encrypted_`, `private_`, `readonly_`, `empty_`, `executable_`,
 *   `exact_`, `external_`, `literal_`, then `dot_` for a leading dot; a `.tmpl` suffix makes it a template
 *   (a `modify_` template edits the file in place: `setValueAtPath "key" value`).
 * - GNU Stow with `--dotfiles`: `dot-codex` for `.codex`.
 * - yadm alternates: `config.toml##os.Linux` for `config.toml`.
 * A path names a home target only when at least one of its segments was one of these spellings: a plain
 * `.codex/config.toml` is a project's file and is read as one (mcp-files.ts).
 */

const CHEZMOI_PREFIXES = [
  'create_',
  'modify_',
  'remove_',
  'run_',
  'symlink_',
  'encrypted_',
  'private_',
  'readonly_',
  'empty_',
  'executable_',
  'exact_',
  'external_',
  'literal_',
];

/** How the manager turns the source into the target. */
export type SourceKind = 'plain' | 'template' | 'modify-template';

export interface HomeTarget {
  /** The target path under the home folder, without `~/` (`.codex/config.toml`). */
  target: string;
  kind: SourceKind;
  /** The manager's name for messages. */
  manager: 'chezmoi' | 'stow' | 'yadm';
}

interface Segment {
  name: string;
  decoded: boolean;
  modify: boolean;
  template: boolean;
  manager?: HomeTarget['manager'];
}

function decodeSegment(raw: string): Segment {
  let name = raw;
  let modify = false;
  let template = false;
  let manager: HomeTarget['manager'] | undefined;
  const alt = name.indexOf('##');
  if (alt > 0) {
    name = name.slice(0, alt);
    manager = 'yadm';
  }
  if (name.endsWith('.tmpl')) {
    name = name.slice(0, -'.tmpl'.length);
    template = true;
  }
  for (let i = 0; i < 8; i++) {
    const p = CHEZMOI_PREFIXES.find((x) => name.startsWith(x) && name.length > x.length);
    if (!p) break;
    if (p === 'modify_') modify = true;
    name = name.slice(p.length);
    manager = 'chezmoi';
  }
  if (name.startsWith('dot_') && name.length > 4) {
    name = `.${name.slice(4)}`;
    manager = 'chezmoi';
  } else if (name.startsWith('dot-') && name.length > 4 && manager === undefined) {
    name = `.${name.slice(4)}`;
    manager = 'stow';
  }
  return { name, decoded: manager !== undefined, modify, template, ...(manager ? { manager } : {}) };
}

/**
 * The home target `path` is a source of, when its decoded tail is `target` (`.codex/config.toml`) and one of
 * the tail's segments was a manager's spelling; undefined otherwise.
 */
export function homeTargetOf(path: string, target: string): HomeTarget | undefined {
  const want = target.split('/');
  const segs = path.split('/');
  if (segs.length < want.length) return undefined;
  const tail = segs.slice(-want.length).map(decodeSegment);
  if (!tail.every((s, i) => s.name === want[i])) return undefined;
  const managed = tail.find((s) => s.decoded);
  if (!managed) return undefined;
  const last = tail.at(-1)!;
  const kind: SourceKind = last.modify ? 'modify-template' : last.template ? 'template' : 'plain';
  return { target, kind, manager: managed.manager! };
}
