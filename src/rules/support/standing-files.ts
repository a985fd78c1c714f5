import { projectInstructionFiles } from '../../analysis/instruction-files.js';
import { basename, dirname } from '../../analysis/repo-paths.js';
import type { RuleContext } from '../types.js';

/**
 * The instruction files a runtime loads into every session of the project by itself, with no skill, link
 * or hook naming them: Claude Code's `CLAUDE.md` (root, `.claude/`, `CLAUDE.local.md`), Codex's `AGENTS.md`
 * and `AGENTS.override.md` (and the names `.codex/config.toml` adds with `project_doc_fallback_filenames`),
 * Codex's user-level `.codex/instructions.md` and `.codex/AGENTS.md` in a home layout, Gemini's `GEMINI.md`,
 * Copilot's `.github/copilot-instructions.md`, the single-file rules of Cursor, Windsurf, Cline and Goose,
 * and the rule files that apply always: a Cursor `.mdc` with `alwaysApply: true`, a Windsurf rule with
 * `trigger: always_on`, every `.clinerules/` file, Kiro steering without another `inclusion`. A template
 * of such a file elsewhere in the tree (`templates/CLAUDE.md`) is loaded by nothing and is not listed.
 */

export interface StandingFile {
  path: string;
  /** Who loads it, for messages: "Claude Code loads it into every session in this project". */
  loader: string;
}

/** Loaded from the project root by the runtime itself (src/analysis/instruction-files.ts). */
const ROOT_FILES: Readonly<Record<string, string>> = projectInstructionFiles();

/** Rule folders whose files apply in every session only when their frontmatter says so (or by default). */
const RULE_FOLDERS: ReadonlyArray<{ dir: string; loader: string; always: (head: string) => boolean }> = [
  { dir: '.cursor/rules', loader: 'Cursor', always: (h) => /^alwaysApply:[ \t]*true[ \t]*$/im.test(h) },
  { dir: '.windsurf/rules', loader: 'Windsurf', always: (h) => /^trigger:[ \t]*always_on[ \t]*$/im.test(h) },
  { dir: '.clinerules', loader: 'Cline', always: () => true },
  {
    dir: '.kiro/steering',
    loader: 'Kiro',
    always: (h) => !/^inclusion:[ \t]*(?:fileMatch|manual)[ \t]*$/im.test(h),
  },
];

const MAX_RULE_FILES = 500;

/** The frontmatter of a rule file (bounded), or '' when it has none. */
function head(text: string): string {
  if (!text.startsWith('---')) return '';
  const end = text.indexOf('\n---', 3);
  return end < 0 ? '' : text.slice(3, Math.min(end, 4000));
}

/** Codex's extra project-doc names from the root `.codex/config.toml` (read as plain text, bounded). */
async function codexFallbacks(ctx: RuleContext): Promise<string[]> {
  const cfg = await ctx.model.files.text('.codex/config.toml');
  const m = cfg?.text.slice(0, 20_000).match(/^project_doc_fallback_filenames\s*=\s*\[([^\]\n]{0,500})\]/m);
  if (!m) return [];
  return [...m[1]!.matchAll(/"([^"/\\]{1,100})"/g)].map((x) => x[1]!).filter((n) => /\.md$/i.test(n));
}

export async function standingFiles(ctx: RuleContext): Promise<StandingFile[]> {
  const out: StandingFile[] = [];
  const files = ctx.model.files;
  const root: Record<string, string> = { ...ROOT_FILES };
  for (const name of await codexFallbacks(ctx)) root[name] ??= 'Codex (project_doc_fallback_filenames)';
  for (const [path, loader] of Object.entries(root)) if (files.isFile(path)) out.push({ path, loader });
  for (const folder of RULE_FOLDERS) {
    if (!files.isDir(folder.dir)) continue;
    for (const f of files.filesUnder(folder.dir).slice(0, MAX_RULE_FILES)) {
      if (!/\.(?:mdc|md|txt)$/i.test(basename(f.path)) || dirname(f.path) !== folder.dir) continue;
      const text = await files.text(f.path);
      if (text && folder.always(head(text.text))) out.push({ path: f.path, loader: folder.loader });
    }
  }
  return out;
}
