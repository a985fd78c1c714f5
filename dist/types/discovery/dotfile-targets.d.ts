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
/** How the manager turns the source into the target. */
export type SourceKind = 'plain' | 'template' | 'modify-template';
export interface HomeTarget {
    /** The target path under the home folder, without `~/` (`.codex/config.toml`). */
    target: string;
    kind: SourceKind;
    /** The manager's name for messages. */
    manager: 'chezmoi' | 'stow' | 'yadm';
}
/**
 * The home target `path` is a source of, when its decoded tail is `target` (`.codex/config.toml`) and one of
 * the tail's segments was a manager's spelling; undefined otherwise.
 */
export declare function homeTargetOf(path: string, target: string): HomeTarget | undefined;
