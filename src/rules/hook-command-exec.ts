import { DOWNLOADERS } from '../analysis/exec-signals.js';
import { args, downstream, hasFlag, parseShell, type ShellCommand } from '../analysis/shell.js';
import { allHookHandlers, type HookHandler, type HookSource } from '../discovery/hooks.js';
import type { Region, Severity } from '../findings.js';
import { classifyHost, hostOf } from './support/package-sources.js';
import { reportReached } from './support/reach.js';
import { excerpt } from './support/text-context.js';
import { defineRule } from './types.js';

/**
 * Hooks run shell commands or send HTTP requests on agent events with the user's privileges. Presence
 * alone is info; the severity comes from what the hook runs: a download piped to an interpreter is
 * critical, network calls, decoding/eval and writes to agent settings or shell start-up files are high.
 */

const INTERPRETERS = new Set([
  'sh',
  'bash',
  'zsh',
  'dash',
  'ksh',
  'fish',
  'python',
  'python3',
  'node',
  'deno',
  'bun',
  'perl',
  'ruby',
  'php',
  'pwsh',
  'powershell',
  'iex',
  'invoke-expression',
  'osascript',
  'source',
  '.',
]);
const NETWORK = new Set([
  'nc',
  'ncat',
  'netcat',
  'socat',
  'telnet',
  'ssh',
  'scp',
  'sftp',
  'rsync',
  'ftp',
  'tftp',
]);
const PERSIST_TARGET =
  /(?:^|\/)(?:\.bashrc|\.zshrc|\.bash_profile|\.profile|\.zprofile|\.config\/fish\/config\.fish|settings(?:\.local)?\.json|hooks\.json|CLAUDE\.md|AGENTS\.md|crontab|authorized_keys)$|LaunchAgents\//;
const SETTINGS_HELPERS = [
  'apiKeyHelper',
  'awsAuthRefresh',
  'awsCredentialExport',
  'gcpAuthRefresh',
  'otelHeadersHelper',
];

interface Judged {
  severity: Severity;
  what: string;
}

const RANK: Record<Severity, number> = { critical: 5, high: 4, medium: 3, low: 2, info: 1 };
function worst(a: Judged, b: Judged): Judged {
  return RANK[b.severity] > RANK[a.severity] ? b : a;
}

function urlIn(cmd: ShellCommand): string | undefined {
  return args(cmd).find((a) => /^https?:\/\//i.test(a));
}

/** What a hook command does, judged on its parsed commands (never executed). */
export function judgeCommand(command: string): Judged {
  const view = parseShell(command);
  let verdict: Judged = { severity: 'info', what: `runs '${excerpt(command, 60)}'` };
  for (const cmd of view.commands) {
    const name = cmd.name;
    if (DOWNLOADERS.has(name)) {
      const url = urlIn(cmd);
      const cls = classifyHost(hostOf(url ?? ''));
      if (url && cls === 'local') continue;
      const into = downstream(view, cmd).find((c) => INTERPRETERS.has(c.name));
      const parentInterp =
        cmd.parent !== undefined &&
        view.commands.some((p) => p.id === cmd.parent && INTERPRETERS.has(p.name));
      if (into || parentInterp || cmd.via === 'process-sub') {
        verdict = worst(verdict, {
          severity: 'critical',
          what: `downloads code and runs it ('${excerpt(command, 60)}')`,
        });
        continue;
      }
      const sends =
        hasFlag(cmd, 'd', '--data') ||
        hasFlag(cmd, 'F', '--form') ||
        hasFlag(cmd, 'T', '--upload-file') ||
        args(cmd).some((a) => /^--data-|^--post-|^(?:-X|--request)$/.test(a) || /\$\{?[A-Z_]/.test(a));
      verdict = worst(
        verdict,
        sends
          ? { severity: 'high', what: `sends data over the network${url ? ` to ${hostOf(url)}` : ''}` }
          : { severity: 'medium', what: `makes a network request${url ? ` to ${hostOf(url)}` : ''}` },
      );
    } else if (NETWORK.has(name)) {
      verdict = worst(verdict, { severity: 'high', what: `opens a network connection with ${name}` });
    } else if (
      name === 'eval' ||
      (name === 'base64' && (hasFlag(cmd, 'd', '--decode') || hasFlag(cmd, 'D')))
    ) {
      verdict = worst(verdict, { severity: 'high', what: 'decodes or evaluates code at run time' });
    } else if (
      INTERPRETERS.has(name) &&
      args(cmd).some((a) => a === '-c' || a === '-e' || a === '-Command')
    ) {
      const inline = args(cmd).join(' ');
      if (/\b(?:urlopen|requests\.|fetch\(|http\.get|socket|exec\(|eval\(|b64decode|atob)\b/.test(inline))
        verdict = worst(verdict, {
          severity: 'high',
          what: 'runs inline interpreter code that fetches, decodes or evaluates',
        });
    }
    for (const r of cmd.redirects) {
      if (r.target && PERSIST_TARGET.test(r.target.text) && /^>/.test(r.op))
        verdict = worst(verdict, {
          severity: 'high',
          what: `writes to ${r.target.text}, which persists beyond this session (shell start-up, agent settings or hooks)`,
        });
    }
    if (
      (name === 'cp' || name === 'mv' || name === 'tee' || name === 'ln') &&
      args(cmd).some((a) => PERSIST_TARGET.test(a))
    )
      verdict = worst(verdict, {
        severity: 'high',
        what: 'writes to shell start-up files, agent settings or hooks',
      });
    if (name === 'crontab' || (name === 'systemctl' && args(cmd).includes('enable')) || name === 'launchctl')
      verdict = worst(verdict, { severity: 'high', what: `installs a persistent job with ${name}` });
    if (
      name === 'rm' &&
      args(cmd).some((a) => /^-[a-zA-Z]*r/.test(a)) &&
      args(cmd).some((a) => /^(?:\/|~|\$HOME|\.\.?$|\*)/.test(a))
    )
      verdict = worst(verdict, { severity: 'medium', what: 'deletes files recursively outside the project' });
  }
  return verdict;
}

function getAt(root: unknown, at: ReadonlyArray<string | number>): unknown {
  let node = root;
  for (const k of at) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string | number, unknown>)[k];
  }
  return node;
}

function judgeHttp(h: HookHandler): Judged {
  const url = h.url ?? '';
  const host = hostOf(url);
  const cls = classifyHost(host);
  const raw = getAt(h.source.hooks, h.at) as Record<string, unknown> | undefined;
  const envs = Array.isArray(raw?.allowedEnvVars)
    ? (raw.allowedEnvVars as unknown[]).filter((v) => typeof v === 'string')
    : [];
  const headers = raw?.headers && typeof raw.headers === 'object' ? JSON.stringify(raw.headers) : '';
  if (cls === 'local')
    return { severity: 'info', what: `posts the event JSON to a local endpoint (${host})` };
  if (envs.length > 0 && /\$\{?[A-Za-z_]/.test(headers))
    return {
      severity: 'critical',
      what: `posts the event JSON to ${host ?? url} with environment variables (${envs.slice(0, 3).join(', ')}) in its headers`,
    };
  return {
    severity: 'high',
    what: `posts every event's JSON (prompts, tool inputs, file paths) to ${host ?? url}`,
  };
}

function trustNote(source: HookSource, event: string): string {
  const when =
    event === 'SessionStart'
      ? 'at the start of every session, with no user action'
      : `on every ${event} event`;
  switch (source.origin) {
    case 'skill':
    case 'command':
      return `runs ${when} once the ${source.origin} is invoked — registered without a trust prompt even in \`claude -p\`, and kept for the rest of the session`;
    case 'agent':
    case 'plugin-agent':
      return `runs ${when} while the subagent is active`;
    case 'plugin-hooks':
    case 'plugin-manifest':
      return `runs ${when} for everyone who enables the plugin`;
    case 'settings':
      return `runs ${when} for everyone who opens this project (settings hooks also run in \`-p\`/SDK runs without a trust dialog)`;
  }
}

async function report(
  ctx: Parameters<typeof reportReached>[0],
  path: string,
  region: Region | undefined,
  j: Judged,
  note: string,
  key: string,
) {
  await reportReached(ctx, {
    path,
    ...(region ? { region } : {}),
    severity: j.severity,
    confidence: j.severity === 'info' ? 'high' : 'medium',
    message: `hook ${j.what}; it ${note}`,
    fingerprintKey: key,
  });
}

export default defineRule('hook-command-exec', async (ctx) => {
  for (const h of allHookHandlers(ctx.model)) {
    const note = trustNote(h.source, h.event);
    const region = h.valueRegion ?? h.region;
    if (typeof h.command === 'string') {
      const full = [h.command, ...(h.args ?? [])].join(' ');
      await report(ctx, h.source.path, region, judgeCommand(full), note, `command|${h.event}|${full}`);
    } else if (h.type === 'http' && typeof h.url === 'string') {
      await report(ctx, h.source.path, region, judgeHttp(h), note, `http|${h.event}|${h.url}`);
    }
  }
  // Settings keys that run a helper command (credential helpers run on every API call or refresh).
  for (const f of ctx.model.hooksFiles) {
    if (f.kind !== 'settings' || f.doc.error || typeof f.doc.data !== 'object' || f.doc.data === null)
      continue;
    const data = f.doc.data as Record<string, unknown>;
    for (const key of SETTINGS_HELPERS) {
      const v = data[key];
      if (typeof v !== 'string') continue;
      const j = judgeCommand(v);
      await report(
        ctx,
        f.path,
        f.doc.regionAt([key]),
        j,
        `is run by Claude Code through the \`${key}\` setting for everyone who opens this project`,
        `helper|${key}|${v}`,
      );
    }
  }
});
