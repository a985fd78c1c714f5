import type { Severity } from '../../findings.js';
import { inert } from '../payloads.js';
import { args, downstream } from '../shell-view.js';
import { commandText } from './commands.js';
import { where } from './exposure.js';
import { DOWNLOADERS, READERS } from './programs.js';
import { SECRET_VAR, secretPathIn } from './secrets.js';
import type { CommandDetector } from './types.js';
import { urlIn } from './urls.js';

const READ_ACTIONS = new Set([
  'cat',
  'less',
  'more',
  'head',
  'tail',
  'strings',
  'xxd',
  'od',
  'base64',
  'get-content',
  'gc',
  'type',
]);

export const detectCredentialRead: CommandDetector = (snippet, view, cmd, emit) => {
  const text = commandText(snippet, cmd);
  if (
    cmd.name === 'security' &&
    /^(?:find-generic-password|find-internet-password|dump-keychain)$/.test(cmd.argv[1]?.text ?? '')
  ) {
    emit(
      'credential-access',
      cmd.start,
      cmd.end,
      'high',
      `\`${inert(text, 100)}\` reads passwords from the macOS keychain`,
      `keychain:${cmd.argv[1]!.text}`,
      { grade: 'secret' },
    );
    return;
  }
  if (cmd.name === 'secret-tool' && cmd.argv[1]?.text === 'lookup') {
    emit(
      'credential-access',
      cmd.start,
      cmd.end,
      'high',
      `\`${inert(text, 100)}\` reads a secret from the system keyring`,
      'secret-tool',
      {
        grade: 'secret',
      },
    );
    return;
  }
  // Printing a secret-named variable puts its value in the transcript (`echo $AWS_SECRET_ACCESS_KEY`).
  if (['echo', 'printf', 'printenv'].includes(cmd.name)) {
    const word = args(cmd).find((a) =>
      cmd.name === 'printenv' ? SECRET_VAR.test(`$${a}`) : SECRET_VAR.test(a) && !/\$\{\w+:?[-?=]/.test(a),
    );
    // Piped into a tool (`echo "$TOKEN" | gh auth login --with-token`) or redirected, it is not printed.
    if (word && !cmd.redirects.some((r) => r.op.includes('>')) && downstream(view, cmd).length === 0) {
      emit(
        'credential-access',
        cmd.start,
        cmd.end,
        'medium',
        `\`${inert(text, 100)}\` prints a secret-named variable: its value lands in the conversation and the logs`,
        `print-var:${word}`,
        { grade: 'env' },
      );
      return;
    }
  }
  const fromRedirect = cmd.redirects.find(
    (r) => r.op.endsWith('<') && r.target && secretPathIn(r.target.text),
  );
  const reader = READERS.has(cmd.name) || fromRedirect !== undefined;
  const uploads = cmd.name === 'curl' || cmd.name === 'wget';
  if (!reader && !uploads) return;
  const candidates = uploads
    ? cmd.argv.filter(
        (w, k) =>
          /^@|=@/.test(w.text) || /^-(?:T|-upload-file|-post-file)$/.test(cmd.argv[k - 1]?.text ?? ''),
      )
    : [
        // cp/mv/scp/rsync read their sources, not the destination (`cp .env.example .env`).
        ...(['cp', 'scp', 'rsync'].includes(cmd.name) ? cmd.argv.slice(1, -1) : cmd.argv.slice(1)),
        ...(fromRedirect?.target ? [fromRedirect.target] : []),
      ];
  for (const w of candidates) {
    if (w.text.startsWith('-') && !w.text.includes('=')) continue;
    const secret = secretPathIn(` ${w.text}`);
    if (!secret) continue;
    if (secret.label === 'the cloud instance metadata service') continue; // a URL, handled by exfil
    const severity: Severity = secret.grade === 'secret' ? 'high' : 'medium';
    const verb = READ_ACTIONS.has(cmd.name) ? 'prints' : uploads ? 'uploads' : 'reads';
    emit(
      'credential-access',
      cmd.start,
      cmd.end,
      severity,
      `\`${inert(text, 100)}\` ${verb} ${secret.label} — ${where(snippet)}, putting the secret into the conversation or a command's output`,
      `read:${cmd.name}:${secret.label}`,
      { grade: secret.grade },
    );
    return;
  }
  // Instance metadata endpoints hand out cloud credentials to anything that asks.
  if (uploads || DOWNLOADERS.has(cmd.name)) {
    const url = urlIn(cmd);
    if (
      url &&
      /169\.254\.169\.254|metadata\.google\.internal/.test(url) &&
      /credential|token|iam|identity/i.test(url)
    ) {
      emit(
        'credential-access',
        cmd.start,
        cmd.end,
        'high',
        `\`${inert(text, 100)}\` asks the cloud instance metadata service for credentials`,
        `imds:${url}`,
        { grade: 'secret' },
      );
    }
  }
};
