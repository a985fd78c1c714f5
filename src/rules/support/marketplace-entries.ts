import { inert } from '../../analysis/payloads.js';
import { isRecord } from '../../analysis/records.js';
import type { Severity } from '../../findings.js';
import type { RuleContext } from '../types.js';
import { reportReached } from './reach.js';

/**
 * Plugin entries of a marketplace file whose code comes from a git repository at a moving ref
 * (code.claude.com/docs/en/plugin-marketplaces: a `github` source takes `repo`, optional `ref` and `sha`; a
 * `url`/`git` source the same with `url`). `/plugin install x@marketplace` and every update fetch whatever the
 * branch holds then, hooks and MCP servers included. Pinned to a commit (`sha`, or a 40-hex `ref`): quiet.
 * Unpinned: **medium** when the entry calls itself Anthropic's plugin — its name is one of Anthropic's
 * published plugins, or its text names Anthropic — and the repository is not Anthropic's (a stranger's fork
 * dressed as the original); **low** when, at a branch (no release tag), the repository belongs to another
 * owner than the marketplace's own organisation (the owner of more than half of its git entries);
 * nothing for the marketplace's own repositories or an aggregator of many owners. A plain http or `git://` URL:
 * **high**, anyone on the path chooses the plugin.
 */

/** Plugins Anthropic publishes (anthropics/claude-code `plugins/`, the official marketplace). */
const VENDOR_PLUGINS = new Set([
  'commit-commands',
  'code-review',
  'feature-dev',
  'pr-review-toolkit',
  'security-guidance',
  'hookify',
  'plugin-dev',
  'frontend-design',
  'agent-sdk-dev',
  'explanatory-output-style',
  'learning-output-style',
]);
const VENDOR_OWNERS = new Set(['anthropics', 'anthropic']);
const VENDOR_WORDS = /\banthropic(?:'s|s)?\b/i;
const COMMIT = /^[0-9a-f]{40}$/i;
/** A release tag (`v1.2.0`, `2.3.0`, `tool-v1.0.1`): moved only by a deliberate re-tag. */
const TAG = /^(?:[\w.-]{0,60}-)?v?\d{1,6}(?:\.\d{1,6}){1,3}(?:[-+][\w.]{1,40})?$/i;

interface Entry {
  i: number;
  name: string;
  text: string;
  owner?: string;
  spec: string;
  key: 'repo' | 'url';
  pinned: boolean;
  ref?: string;
  plain: boolean;
}

function entryOf(raw: unknown, i: number): Entry | undefined {
  if (!isRecord(raw) || !isRecord(raw.source)) return undefined;
  const s = raw.source;
  const str = (v: unknown) => (typeof v === 'string' ? v.trim() : undefined);
  const repo = str(s.repo);
  const url = str(s.url);
  const spec = repo ?? url;
  if (!spec) return undefined;
  const sha = str(s.sha);
  const ref = str(s.ref);
  const owner = repo
    ? repo.split('/')[0]?.toLowerCase()
    : /^[a-z][\w+.-]{0,20}:\/\/[^/\s]{1,253}\/([^/\s]{1,100})\//i.exec(url ?? '')?.[1]?.toLowerCase();
  return {
    i,
    name: str(raw.name) ?? '',
    text: [raw.name, raw.displayName, raw.description].filter((v) => typeof v === 'string').join(' '),
    ...(owner ? { owner } : {}),
    spec,
    key: repo ? 'repo' : 'url',
    pinned: (sha !== undefined && COMMIT.test(sha)) || (ref !== undefined && COMMIT.test(ref)),
    ...(ref ? { ref } : {}),
    plain: !repo && /^(?:http|git):\/\//i.test(url ?? ''),
  };
}

function judge(e: Entry, home: string | undefined): { severity: Severity; what: string } | undefined {
  const at = e.ref ? `the moving ref '${inert(e.ref, 60)}'` : 'its default branch';
  if (e.plain)
    return {
      severity: 'high',
      what: `comes from ${inert(e.spec, 120)} over an unencrypted connection: whoever is on the path chooses the plugin's hooks, MCP servers and commands`,
    };
  if (e.pinned) return undefined;
  const stranger = e.owner !== undefined && !VENDOR_OWNERS.has(e.owner);
  if (stranger && (VENDOR_PLUGINS.has(e.name.toLowerCase()) || VENDOR_WORDS.test(e.text)))
    return {
      severity: 'medium',
      what: `presents '${inert(e.name, 60)}' as Anthropic's plugin but installs it from ${inert(e.spec, 120)}, another owner's repository, at ${at}: every install and update takes whatever that owner pushes, hooks and MCP servers included`,
    };
  if (e.ref && TAG.test(e.ref)) return undefined;
  if (e.owner !== undefined && home !== undefined && e.owner !== home)
    return {
      severity: 'low',
      what: `installs '${inert(e.name, 60)}' from ${inert(e.spec, 120)}, an owner none of this marketplace's other plugins come from, at ${at}: every install and update takes whatever that owner pushes`,
    };
  return undefined;
}

export async function reportMarketplaceEntries(ctx: RuleContext): Promise<void> {
  for (const m of ctx.model.marketplaces) {
    const data = m.doc.error ? undefined : m.doc.data;
    if (!isRecord(data) || !Array.isArray(data.plugins)) continue;
    const entries = data.plugins.slice(0, 1000).flatMap((p, i) => entryOf(p, i) ?? []);
    // The marketplace's own organisation: the owner of more than half of its git entries, two at least
    // (an aggregator of many owners' plugins has none).
    const counts = new Map<string, number>();
    for (const e of entries) if (e.owner) counts.set(e.owner, (counts.get(e.owner) ?? 0) + 1);
    const top = [...counts].sort((a, b) => b[1] - a[1])[0];
    const home = top && top[1] >= 2 && top[1] * 2 > entries.length ? top[0] : undefined;
    for (const e of entries) {
      const j = judge(e, home);
      if (!j) continue;
      const region = m.doc.regionAt(['plugins', e.i, 'source', e.key]);
      await reportReached(ctx, {
        path: m.path,
        ...(region ? { region } : {}),
        severity: j.severity,
        message: `marketplace entry ${j.what}`,
        fingerprintKey: `marketplace-entry|${e.name}|${e.spec}`,
      });
    }
  }
}
