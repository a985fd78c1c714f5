import type { Severity } from '../../findings.js';
import type { RuleContext } from '../types.js';
import { grade, reachedBehaviours, reportBehaviour, shown, whereItRuns } from './behaviour.js';
import { classifyHost, hostOf } from './package-hosts.js';

/**
 * `git config [--global] url.<new>.insteadOf <old>` as a package source: every later clone and fetch of
 * `<old>` — submodules, Go modules fetched from GitHub, cargo git dependencies, pre-commit hook repositories,
 * `pip install git+…` — downloads from `<new>` instead. A raw address or plain http is nobody's code host:
 * **high**; another https host: **medium** (a company's mirror looks the same for one organisation), but
 * **high** when the rewritten prefix is a whole public forge (`https://github.com/`: every repository of
 * every owner, not the company's own) or when the same text turns git's certificate checks off for the new
 * host (`http.<url>.sslVerify false`): then anyone on the path serves the code too. A rewrite to the same server
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
    const text = (await ctx.model.files.text(loc.path))?.text ?? '';
    const forge = wholeForge(old);
    const tlsOff = sslVerifyOffFor(text, host);
    const base: Severity = cls === 'raw-ip' || /^http:/i.test(target) || forge || tlsOff ? 'high' : 'medium';
    const severity = grade(
      { auto: base, script: base, instructed: base, runnable: 'medium', example: 'low', mention: undefined },
      loc.unit,
    );
    if (!severity) continue;
    await reportBehaviour(ctx, loc, {
      severity,
      message: `${shown(b)} makes git fetch ${old || 'those URLs'} from ${host ?? target} instead ${whereItRuns(loc.unit)}: ${forge ? `every repository on ${forge}, ` : ''}submodules, Go and cargo git dependencies, hook repositories and git installs then come from there${tlsOff ? `, and certificate checks for ${host} are switched off too` : ''}`,
    });
  }
}

/** Public forges whose whole address space a rewrite can take over. */
const PUBLIC_FORGES = new Set(['github.com', 'gitlab.com', 'bitbucket.org', 'codeberg.org']);

/** The forge when `<old>` is its root (`https://github.com/`, `git@github.com:`), not one owner's path. */
function wholeForge(old: string): string | undefined {
  const m =
    /^["']?(?:[a-z][a-z0-9+.-]{0,20}:\/\/)?(?:[^@/\s]{1,200}@)?(?:www\.)?([A-Za-z0-9.-]{1,253})[:/]?["']?$/.exec(
      old.trim(),
    );
  const host = m?.[1]?.toLowerCase();
  return host && PUBLIC_FORGES.has(host) ? host : undefined;
}

/**
 * The text sets `http.sslVerify false` for every host, or `http.<url>.sslVerify false` for a URL on `host`
 * (git-config(1) "http.<url>.*"), or `GIT_SSL_NO_VERIFY`.
 */
function sslVerifyOffFor(text: string, host: string | undefined): boolean {
  if (/\bGIT_SSL_NO_VERIFY[ \t]*=[ \t]*["']?(?:1|true)\b/i.test(text)) return true;
  for (const m of text.matchAll(
    /\bhttp\.(\S{0,300}?)sslverify["']?(?:[ \t]{1,4}|[ \t]*=[ \t]*)["']?(?:false|no|off|0)\b/gi,
  )) {
    const url = m[1]!.replace(/\.$/, '');
    if (!url) return true;
    if (host && hostOf(url.replace(/^["']/, '')) === host) return true;
  }
  return false;
}
