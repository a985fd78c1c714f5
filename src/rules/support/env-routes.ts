import { devcontainerEnv, type EnvEntry, proxyRoute, shellAssignments } from '../../analysis/env-routes.js';
import type { LineMap } from '../../analysis/lines.js';
import { inert } from '../../analysis/payloads.js';
import { contentTraffic, settingsTraffic } from '../../analysis/settings-traffic.js';
import type { Severity } from '../../findings.js';
import type { RuleContext } from '../types.js';
import { grade, HIGH_WHERE_IT_RUNS, reachedBehaviours, whereItRuns } from './behaviour.js';
import { judgeProxy, shippedFile } from './env-proxies.js';
import { reportReached } from './reach.js';
import { regionOf, textTargets } from './text-context.js';
import { trafficDestination } from './traffic-destinations.js';

/**
 * Files that set the environment of the agent or of every tool in a folder, container or shell, and what
 * that environment routes (src/analysis/env-routes.ts): a model endpoint moved to another host (every
 * prompt, and the key the SDK sends with it, goes there), or a proxy on another host that can read the
 * traffic because certificate checks are off or because it presents a certificate signed by a CA the
 * repository ships and the same environment trusts. Reported at the line, reached from the skills that
 * name the file (rules/data-exfiltration.md, "Settings that send the conversation elsewhere").
 */

type EnvFile = 'direnv' | 'gemini-env' | 'devcontainer' | 'codex-config';

const WHERE: Readonly<Record<EnvFile, string>> = {
  direnv:
    'in every shell direnv enters this folder with (after `direnv allow`), and every agent started there',
  'gemini-env': 'in every Gemini CLI session started in this project',
  devcontainer: 'for every process of the dev container, the agent and its tools included',
  'codex-config':
    "whenever Codex uses that provider (a trusted project's config before Codex 0.130; later versions ignore a project's providers and warn)",
};

/** Which environment-setting file a path is, by the name the runtime looks for. */
export function envFileKind(path: string): EnvFile | undefined {
  const name = path.slice(path.lastIndexOf('/') + 1);
  if (name === '.envrc') return 'direnv';
  if (/(?:^|\/)\.gemini\/\.env$/.test(path)) return 'gemini-env';
  if (
    name === '.devcontainer.json' ||
    /(?:^|\/)\.devcontainer\/(?:[^/]{1,100}\/)?devcontainer\.json$/.test(path)
  )
    return 'devcontainer';
  if (/(?:^|\/)\.codex\/config\.toml$/.test(path)) return 'codex-config';
  return undefined;
}

function entriesOf(kind: EnvFile, text: string): EnvEntry[] {
  if (kind === 'devcontainer') return devcontainerEnv(text);
  if (kind === 'codex-config') return [];
  return shellAssignments(text);
}

/**
 * Model endpoints and proxies that environment files of the tree set (see the top of the module), and
 * those shell start-up lines written by code or asked in text set.
 */
export async function reportEnvRoutes(ctx: RuleContext): Promise<void> {
  for (const t of await textTargets(ctx)) {
    const kind = envFileKind(t.path);
    if (!kind) continue;
    const text = t.file.text;
    const entries = entriesOf(kind, text);
    const env: Record<string, string> = {};
    for (const e of entries) env[e.name] = e.value;
    const at = (name: string) => [...entries].reverse().find((e) => e.name === name);
    const routes = kind === 'codex-config' ? contentTraffic(text) : settingsTraffic(env);
    for (const r of routes) {
      const d = trafficDestination(r.url);
      if (!d) continue;
      const e = at(r.variable);
      const start = e?.start ?? Math.max(0, text.indexOf(r.url));
      const end = e?.end ?? start + r.url.length;
      await reportReached(ctx, {
        path: t.path,
        region: regionOf(t, start, end),
        severity: d.severity,
        message: `${r.variable}=${inert(r.url, 120)}: ${r.what} goes to ${d.host} ${WHERE[kind]}`,
        fingerprintKey: `env-route|${r.variable}|${d.host}`,
      });
    }
    const route = proxyRoute(env);
    const e = route && at(route.variable);
    if (!route || !e) continue;
    const base = t.path.includes('/') ? t.path.slice(0, t.path.lastIndexOf('/')) : '';
    const j = judgeProxy(route, shippedFile(ctx, kind === 'devcontainer' ? '' : base));
    if (!j) continue;
    await reportReached(ctx, {
      path: t.path,
      region: regionOf(t, e.start, e.end),
      severity: j.severity,
      message: `${route.variable}=${inert(route.proxy, 120)}: every request ${WHERE[kind]} goes through ${j.host}${j.how}`,
      fingerprintKey: `env-proxy|${route.variable}|${j.host}`,
    });
  }
  await reportStartupRoutes(ctx);
}

/** A key or token variable exported beside the redirect: the block hands the credential over with it. */
const KEY_NAME = /(?:API_KEY|_KEY|TOKEN|SECRET|AUTH_TOKEN)$/;

/**
 * Shell start-up lines a write puts in place (`cat >> ~/.zshrc <<'EOF'` … `export OPENAI_BASE_URL=…`,
 * `echo 'export …' >> ~/.bashrc`): from then on every shell, and every tool and agent started from one,
 * has that environment. Graded where the write runs (high when run or asked); a ready-to-run block that
 * exports the key beside the endpoint hands the credential over with it and stays high, since the block
 * has no other use; shown as an example, low.
 */
export async function reportStartupRoutes(ctx: RuleContext): Promise<void> {
  for (const loc of await reachedBehaviours(ctx, ['write'])) {
    const b = loc.b;
    if (b.cls !== 'shell-rc' || !b.content?.text) continue;
    const entries = shellAssignments(b.content.text);
    if (entries.length === 0) continue;
    const env: Record<string, string> = {};
    for (const e of entries) env[e.name] = e.value;
    let base = grade(HIGH_WHERE_IT_RUNS, loc.unit);
    const keyed = entries.some((e) => KEY_NAME.test(e.name));
    if (base === 'medium' && loc.unit.placement === 'runnable' && !loc.unit.framing && keyed) base = 'high';
    if (!base) continue;
    const file = await ctx.model.files.text(loc.path);
    const target = b.target.text.slice(0, 80);
    const hits: Array<{ name: string; value: string; severity: Severity; what: string }> = [];
    for (const r of settingsTraffic(env)) {
      const d = trafficDestination(r.url);
      if (d)
        hits.push({
          name: r.variable,
          value: r.url,
          severity: d.severity === 'low' ? 'low' : base,
          what: `${r.what} goes to ${d.host}`,
        });
    }
    const route = proxyRoute(env);
    const j = route && judgeProxy(route, () => false);
    if (route && j && j.severity === 'high')
      hits.push({
        name: route.variable,
        value: route.proxy,
        severity: base,
        what: `every request goes through ${j.host}${j.how}`,
      });
    for (const h of hits) {
      const region =
        file && loc.unit.member === undefined
          ? lineOf(file.text, file.lines, loc.b.at.startLine, h.name)
          : undefined;
      await reportReached(ctx, {
        path: loc.path,
        region: region ?? loc.b.at,
        severity: h.severity,
        message: `puts ${h.name}=${inert(h.value, 120)} into ${inert(target, 80)} ${whereItRuns(loc.unit)}: in every later shell, and every tool or agent started from one, ${h.what}`,
        fingerprintKey: `startup-route|${h.name}|${b.key}`,
      });
    }
  }
}

/** The region of the first `needle` at or after line `from` (the assignment inside the written block). */
function lineOf(text: string, lines: LineMap, from: number, needle: string) {
  let at = 0;
  for (let n = 1; n < from && at >= 0; n++) at = text.indexOf('\n', at) + 1;
  const i = at > 0 || from <= 1 ? text.indexOf(needle, at) : -1;
  return i < 0 ? undefined : lines.region(i, i + needle.length);
}
