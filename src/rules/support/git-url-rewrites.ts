import type { Severity } from '../../findings.js';
import type { RuleContext } from '../types.js';
import { grade, reachedBehaviours, reportBehaviour, shown, whereItRuns } from './behaviour.js';
import { classifyHost, hostOf } from './package-hosts.js';

/**
 * `git config [--global] url.<new>.insteadOf <old>` as a package source: every later clone and fetch of
 * `<old>` — submodules, Go modules fetched from GitHub, cargo git dependencies, pre-commit hook repositories,
 * `pip install git+…` — downloads from `<new>` instead. A raw address or plain http is nobody's code host:
 * **high**; another https host: **medium** (a company's mirror looks the same). A rewrite to the same server
 * and path (SSH instead of HTTPS) is no config fact at all (shell/handlers/git-settings.ts). persistence
 * reports the same line as a lasting change of the user's git.
 */
export async function reportGitUrlRewrites(ctx: RuleContext): Promise<void> {
  for (const loc of await reachedBehaviours(ctx, ['config'])) {
    const b = loc.b;
    if (b.kind !== 'config' || b.setting !== 'git-url-rewrite') continue;
    const m = /^(?:--\S+ )?url\.(.{1,512})\.(?:insteadof|pushinsteadof)=(.{0,512})$/i.exec(b.value);
    if (!m) continue;
    const [, target, old] = m as unknown as [string, string, string];
    const host = hostOf(target);
    const cls = classifyHost(host);
    if (cls === 'official' || cls === 'local' || cls === 'placeholder') continue;
    const base: Severity = cls === 'raw-ip' || /^http:/i.test(target) ? 'high' : 'medium';
    const severity = grade(
      { auto: base, script: base, instructed: base, runnable: 'medium', example: 'low', mention: undefined },
      loc.unit,
    );
    if (!severity) continue;
    await reportBehaviour(ctx, loc, {
      severity,
      message: `${shown(b)} makes git fetch ${old || 'those URLs'} from ${host ?? target} instead ${whereItRuns(loc.unit)}: submodules, Go and cargo git dependencies, hook repositories and git installs then come from there`,
    });
  }
}
