import type { Severity } from '../../findings.js';
import { inert } from '../payloads.js';
import { args, hasFlag, type ShellCommand, type ShellView, upstream } from '../shell-view.js';
import { commandText } from './commands.js';
import { where } from './exposure.js';
import { DOWNLOADERS, NETCATS, READERS } from './programs.js';
import { SECRET_VAR, secretPathIn } from './secrets.js';
import type { CommandDetector } from './types.js';
import { hostOf, isLocalHost, isPlaceholderHost, isRawIp, urlIn, WEBHOOK_HOST } from './urls.js';

/** Where a network command's payload comes from, when it is local data. */
function uploadSource(view: ShellView, cmd: ShellCommand): { what: string; secret: boolean } | undefined {
  const flags = [
    '-d',
    '--data',
    '--data-binary',
    '--data-raw',
    '--data-urlencode',
    '-F',
    '--form',
    '-T',
    '--upload-file',
    '--post-file',
    '--body-file',
    '--post-data',
  ];
  const a = cmd.argv;
  for (let k = 1; k < a.length; k++) {
    const t = a[k]!.text;
    const flag = flags.find((f) => t === f || t.startsWith(`${f}=`));
    if (!flag) continue;
    const value = t === flag ? (a[k + 1]?.text ?? '') : t.slice(flag.length + 1);
    const fileRef =
      /^@(.+)$/.exec(value)?.[1] ??
      /=@([^;\s]+)/.exec(value)?.[1] ??
      (/-T|--upload-file|--post-file|--body-file/.test(flag) ? value : undefined);
    if (fileRef === '-' || (fileRef === undefined && value === '-')) {
      const up = upstream(view, cmd)[0];
      if (up) return sourceOf(up);
      continue;
    }
    if (fileRef) {
      const secret = secretPathIn(` ${fileRef}`);
      return { what: secret ? secret.label : fileRef, secret: secret !== undefined };
    }
    if (/\$\((?:\s*(?:env|printenv|set)\s*\)|[^)]*(?:cat|base64)\s)/.test(value)) {
      const secret =
        secretPathIn(value) ??
        (/\$\(\s*(?:env|printenv|set)\b/.test(value) ? { label: 'the environment' } : undefined);
      return { what: secret ? secret.label : 'command output', secret: secret !== undefined };
    }
    if (SECRET_VAR.test(value)) return { what: SECRET_VAR.exec(value)![0], secret: true };
  }
  // nc host port < file, or something piped into nc / curl reading stdin.
  if (NETCATS.has(cmd.name)) {
    const r = cmd.redirects.find((x) => x.op.endsWith('<') && x.target);
    if (r?.target) {
      const secret = secretPathIn(` ${r.target.text}`);
      return { what: secret ? secret.label : r.target.text, secret: secret !== undefined };
    }
    const up = upstream(view, cmd)[0];
    if (up) return sourceOf(up);
  }
  return undefined;
}

function sourceOf(cmd: ShellCommand): { what: string; secret: boolean } | undefined {
  if (['env', 'printenv', 'set'].includes(cmd.name) && cmd.argv.length === 1)
    return { what: 'the whole environment', secret: true };
  if (cmd.name === 'export' && cmd.argv[1]?.text === '-p')
    return { what: 'the whole environment', secret: true };
  if (READERS.has(cmd.name) || cmd.name === 'tar' || cmd.name === 'zip') {
    for (const w of cmd.argv.slice(1)) {
      const s = secretPathIn(` ${w.text}`);
      if (s) return { what: s.label, secret: true };
    }
    const file = cmd.argv.slice(1).find((w) => !w.text.startsWith('-'));
    return file ? { what: file.text, secret: false } : undefined;
  }
  if (
    cmd.name === 'history' ||
    (cmd.name === 'security' && /dump-keychain|find-/.test(cmd.argv[1]?.text ?? ''))
  ) {
    return { what: cmd.name === 'history' ? 'the shell history' : 'the keychain', secret: true };
  }
  return undefined;
}

export const detectExfiltration: CommandDetector = (snippet, view, cmd, emit) => {
  const text = commandText(snippet, cmd);
  const net = DOWNLOADERS.has(cmd.name) || NETCATS.has(cmd.name);
  if (net) {
    const url =
      urlIn(cmd) ?? (NETCATS.has(cmd.name) ? (args(cmd).find((a) => !a.startsWith('-')) ?? '') : '');
    const host = hostOf(url);
    if (url && isLocalHost(host)) return;
    const src = uploadSource(view, cmd);
    const webhook = WEBHOOK_HOST.test(host);
    if (src && (src.secret || webhook || isRawIp(host))) {
      const severity: Severity =
        src.secret && !isPlaceholderHost(host) ? 'critical' : isPlaceholderHost(host) ? 'medium' : 'high';
      emit(
        'data-exfiltration',
        cmd.start,
        cmd.end,
        severity,
        `\`${inert(text, 100)}\` sends ${inert(src.what, 60)} to ${inert(host || 'a remote host', 60)} — ${where(snippet)}, and the data leaves the machine`,
        `send:${src.what}:${host}`,
      );
      return;
    }
    const ncConnect =
      NETCATS.has(cmd.name) &&
      !hasFlag(cmd, 'z') &&
      !hasFlag(cmd, 'l') &&
      args(cmd).filter((a) => !a.startsWith('-')).length >= 2;
    if (src || webhook || ncConnect) {
      // Not reported alone; its severity says whether it may corroborate (documentation hosts may not).
      emit(
        'network-sink',
        cmd.start,
        cmd.end,
        isPlaceholderHost(host) ? 'medium' : 'high',
        `\`${inert(text, 100)}\` sends data to ${inert(host || 'the network', 60)}`,
        `sink:${host}`,
      );
    }
    return;
  }
  if (
    ['dig', 'nslookup', 'host', 'ping'].includes(cmd.name) &&
    cmd.argv.some((w) => /\$\(|`|\$\{?[A-Z_]/.test(w.text))
  ) {
    emit(
      'data-exfiltration',
      cmd.start,
      cmd.end,
      'high',
      `\`${inert(text, 100)}\` builds a DNS name from local data: the lookup carries that data to whoever runs the domain's name server`,
      `dns:${cmd.name}`,
    );
    return;
  }
  if ((cmd.name === 'scp' || cmd.name === 'rsync') && cmd.argv.length > 2) {
    const remote = args(cmd).some((a) => /^[\w.-]+@[\w.-]+:|^[\w.-]+\.[a-z]{2,}:/.test(a));
    const secret = args(cmd)
      .map((a) => secretPathIn(` ${a}`))
      .find((s) => s !== undefined);
    if (remote && secret && secret.grade === 'secret') {
      emit(
        'data-exfiltration',
        cmd.start,
        cmd.end,
        'critical',
        `\`${inert(text, 100)}\` copies ${secret.label} to a remote machine`,
        `copy:${secret.label}`,
      );
    }
  }
};
