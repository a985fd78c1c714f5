import type { BehaviourOf } from '../../analysis/facts.js';
import { inert } from '../../analysis/payloads.js';
import type { LaunchPoint } from '../../model/launch.js';

/**
 * Code a launch point runs from the working folder (src/analysis/code/shell/handlers/workspace-runs.ts).
 * The runtime starts hooks and MCP servers in the user's open project, so what runs is whatever the
 * repository the user opened holds at that path, not code of the skill or plugin. Who owns the launch
 * point decides what that means: a project's own hook (its `.claude/settings.json`, its `.mcp.json`, a
 * skill or command kept in its `.claude/` folder) running its own script is the project's choice, made by
 * whoever writes the repository and accepted when the user trusts it — nothing to report beyond the hook.
 * A plugin's hook, or a skill's shipped for other repositories, runs that path in every repository the
 * user opens, with no trust prompt for the project: a repository that plants the file has it run on an
 * event no one acts on (high).
 */

/** The launch point belongs to the project it runs in: its own settings, MCP config or `.claude/` files. */
export function projectOwned(p: LaunchPoint): boolean {
  if (p.origin === 'settings' || p.origin === 'mcp-config') return true;
  const projectFolder = /(?:^|\/)\.(?:claude|gemini|cursor|codex|windsurf)\//.test(p.path);
  return (p.origin === 'skill' || p.origin === 'command' || p.origin === 'agent') && projectFolder;
}

/** The path with its root spelled as the code spells it (`process.cwd()/dist/cli.js`, not `${cwd}/…`). */
function shown(b: BehaviourOf<'workspace-run'>): string {
  const t = b.path.text.replace(/^["']|["']$/g, '');
  const slash = t.indexOf('/');
  return slash > 0 ? `${b.root}${t.slice(slash)}` : t;
}

/**
 * A tool the project installed as a dependency (`node_modules/.bin/prettier`, `.venv/bin/ruff`,
 * `vendor/bin/phpcs`): what `npx prettier` or `uv run ruff` in the same hook would also pick, the project's
 * own toolchain chosen by its lockfile. Low: a repository can still commit that folder.
 */
const INSTALLED_TOOL = /\/(?:node_modules\/\.bin|\.?venv\/bin|vendor\/bin)\/[^/]{1,80}$/;

/** The verdict on one workspace run: reported only where the launch point is not the project's own. */
export function workspaceVerdict(b: BehaviourOf<'workspace-run'>): {
  severity: 'high' | 'low';
  what: string;
  workspace: true;
} {
  const path = b.path.text.replace(/^["']|["']$/g, '');
  if (INSTALLED_TOOL.test(path))
    return {
      severity: 'low',
      what: `runs the open project's installed ${inert(path.slice(path.lastIndexOf('/') + 1), 40)} (${inert(shown(b), 70)}), as \`npx\` or a virtualenv would`,
      workspace: true,
    };
  return {
    severity: 'high',
    what: `runs ${inert(shown(b), 70)}, a file of the user's open project rather than of the plugin or skill: any repository that holds that file has it run, without the trust a project's own hook needs`,
    workspace: true,
  };
}
