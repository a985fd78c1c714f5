import { SECRET_ENV_NAME } from '../analysis/paths.js';
import { isRecord } from '../analysis/records.js';
import type { HooksFile } from './skill.js';

/**
 * The `env` of a project's Claude Code settings (`.claude/settings.json`, `settings.local.json`): the
 * runtime sets these variables for every command the agent runs in the project, so a shell script there
 * sees them (a journal sink or mirror URL kept in settings, used as `$SINK` by the script). Secret-named
 * variables are left out: the script's `$GITHUB_TOKEN` stays the environment's secret, not a literal.
 */

export interface ProjectEnv {
  /** The project folder (`''` for the scanned root), without a trailing slash. */
  root: string;
  vars: Readonly<Record<string, string>>;
}

const SETTINGS = /^(?:(.{0,4000})\/)?\.claude\/settings(?:\.local)?\.json$/;
const MAX_VARS = 64;
const MAX_VALUE = 1_000;

export function projectEnvs(files: readonly HooksFile[]): ProjectEnv[] {
  const out: ProjectEnv[] = [];
  for (const f of files) {
    const m = f.kind === 'settings' && !f.doc.error ? SETTINGS.exec(f.path) : null;
    const env = m && isRecord(f.doc.data) ? f.doc.data.env : undefined;
    if (!m || !isRecord(env)) continue;
    const vars: Record<string, string> = {};
    let n = 0;
    for (const [name, value] of Object.entries(env)) {
      if (n >= MAX_VARS) break;
      if (!/^[A-Za-z_]\w{0,63}$/.test(name) || SECRET_ENV_NAME.test(name)) continue;
      if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') continue;
      const text = String(value);
      if (text.length > MAX_VALUE) continue;
      vars[name] = text;
      n++;
    }
    if (n > 0) out.push({ root: m[1] ?? '', vars });
  }
  return out;
}

/** The variables the projects holding `path` set (outer projects first, so an inner one wins). */
export function envFor(path: string, envs: readonly ProjectEnv[]): Record<string, string> | undefined {
  const applying = envs
    .filter((e) => e.root === '' || path.startsWith(`${e.root}/`))
    .sort((a, b) => a.root.length - b.root.length);
  if (applying.length === 0) return undefined;
  return Object.assign({}, ...applying.map((e) => e.vars));
}
