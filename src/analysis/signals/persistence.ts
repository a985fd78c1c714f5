import type { Severity } from '../../findings.js';
import { inert } from '../payloads.js';
import { args, hasFlag } from '../shell-view.js';
import { commandText } from './commands.js';
import type { CommandDetector } from './types.js';

export const RC_FILE =
  /(?:^|\/)\.(?:bashrc|bash_profile|bash_login|profile|zshrc|zprofile|zshenv|zlogin|kshrc|cshrc|tcshrc)$|\.config\/fish\/config\.fish$|^\/etc\/(?:profile|bash\.bashrc|zshrc|environment)$|^\/etc\/profile\.d\//;
const AUTOSTART =
  /Library\/Launch(?:Agents|Daemons)\/|\.config\/systemd\/user\/|\/etc\/systemd\/system\/|\.config\/autostart\/|^\/etc\/cron|^\/etc\/rc\.local$|^\/etc\/init\.d\/|\/var\/spool\/cron|\.git\/hooks\//;
const AUTH_KEYS = /\.ssh\/authorized_keys2?$/;
const AGENT_SETTINGS =
  /\.claude\/settings(?:\.local)?\.json$|\.claude\/hooks\b|hooks\/hooks\.json$|(?:^|\/)\.mcp\.json$|\.cursor\/mcp\.json$|\.codex\/config\.toml$|\.gemini\/settings\.json$|\.vscode\/settings\.json$/;
const AGENT_MEMORY =
  /(?:^|\/)(?:CLAUDE|AGENTS|GEMINI|MEMORY)\.md$|(?:^|\/)\.cursorrules$|\.cursor\/rules\/|copilot-instructions\.md$|\.claude\/(?:agents|commands|skills)\//;
const PAYLOAD_IN_TEXT = /\b(?:curl|wget|iwr|irm|nc|ncat)\b|\/dev\/tcp|base64\s+-{1,2}d/;

function persistenceTarget(path: string): { what: string; severity: Severity } | undefined {
  const p = path.replace(/^["']|["']$/g, '');
  if (RC_FILE.test(p)) return { what: `the shell startup file ${p}`, severity: 'medium' };
  if (AUTOSTART.test(p)) return { what: `an autostart location (${p})`, severity: 'high' };
  if (AUTH_KEYS.test(p)) return { what: 'SSH authorized_keys', severity: 'high' };
  if (AGENT_SETTINGS.test(p)) return { what: `agent settings (${p})`, severity: 'high' };
  if (AGENT_MEMORY.test(p)) return { what: `agent instructions (${p})`, severity: 'medium' };
  return undefined;
}

export const detectPersistence: CommandDetector = (snippet, _view, cmd, emit) => {
  const text = commandText(snippet, cmd) + (cmd.heredoc ? `\n${cmd.heredoc.text}` : '');
  const targets: string[] = [];
  for (const r of cmd.redirects)
    if (/>/.test(r.op) && !r.op.includes('&') && r.target) targets.push(r.target.text);
  if (cmd.name === 'tee') targets.push(...args(cmd).filter((a) => !a.startsWith('-')));
  if (['cp', 'mv', 'ln', 'install'].includes(cmd.name) && cmd.argv.length > 2)
    targets.push(cmd.argv[cmd.argv.length - 1]!.text);
  if (cmd.name === 'sed' && hasFlag(cmd, 'i', '--in-place'))
    targets.push(cmd.argv[cmd.argv.length - 1]!.text);
  for (const t of targets) {
    const hit = persistenceTarget(t);
    if (!hit) continue;
    let severity = hit.severity;
    if (PAYLOAD_IN_TEXT.test(text)) severity = 'critical';
    else if (
      RC_FILE.test(t) &&
      /export\s+PATH=|(?:^|\s)alias\s|\bsource\s|\beval\s+"\$\([\w-]+\s+(?:init|env|completion|activate)/.test(
        text,
      )
    )
      severity = 'low';
    emit(
      'persistence',
      cmd.start,
      cmd.end,
      severity,
      `\`${inert(commandText(snippet, cmd), 100)}\` writes to ${hit.what}: the change outlives this session and ${severity === 'critical' ? 'downloads or runs code every time it loads' : 'keeps acting after the skill is gone'}`,
      `write:${t}`,
    );
    return;
  }
  if (cmd.wrappers.includes('nohup') || cmd.wrappers.includes('setsid') || cmd.name === 'disown') {
    emit(
      'persistence',
      cmd.start,
      cmd.end,
      'low',
      `\`${inert(commandText(snippet, cmd), 100)}\` starts a detached process that keeps running after the session ends`,
      `detached:${cmd.name}`,
    );
    return;
  }
  if (cmd.name === 'crontab') {
    const a = args(cmd);
    // `(crontab -l; echo "…") | crontab -`: the job text sits in a group before the pipe, on the same line.
    const lineStart = snippet.text.lastIndexOf('\n', cmd.start - snippet.base) + 1;
    const line = snippet.text.slice(lineStart, cmd.end - snippet.base);
    const onlyList = a.length > 0 && a.every((x) => x === '-l' || x === '-r' || x.startsWith('-u'));
    if (!onlyList) {
      emit(
        'persistence',
        cmd.start,
        cmd.end,
        PAYLOAD_IN_TEXT.test(text) || PAYLOAD_IN_TEXT.test(line)
          ? 'critical'
          : a.includes('-e')
            ? 'medium'
            : 'high',
        `\`${inert(text, 100)}\` installs a cron job: it keeps running on a schedule after the session ends`,
        `crontab:${a.join(' ')}`,
      );
    }
    return;
  }
  if (cmd.name === 'launchctl' && /^(?:load|bootstrap|enable|submit)$/.test(cmd.argv[1]?.text ?? '')) {
    emit(
      'persistence',
      cmd.start,
      cmd.end,
      'high',
      `\`${inert(text, 100)}\` registers a launchd job that starts on its own`,
      `launchctl`,
    );
    return;
  }
  if (cmd.name === 'systemctl' && args(cmd).includes('enable')) {
    const user = args(cmd).includes('--user');
    emit(
      'persistence',
      cmd.start,
      cmd.end,
      user ? 'high' : 'medium',
      `\`${inert(text, 100)}\` enables a ${user ? 'user ' : ''}systemd service that starts at every boot or login`,
      `systemctl:${args(cmd).join(' ')}`,
    );
  }
};
