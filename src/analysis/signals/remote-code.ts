import { inert } from '../payloads.js';
import type { ShellSnippet } from '../shell-sources.js';
import { args, byId, downstream, hasFlag, type ShellView } from '../shell-view.js';
import {
  baseName,
  commandText,
  downloadedFile,
  execsStdin,
  firstPositional,
  isDecoder,
  wordAt,
} from './commands.js';
import { rceSeverity, where } from './exposure.js';
import { DOWNLOADERS, INTERPRETERS } from './programs.js';
import type { CommandDetector, DetectOptions, Emit } from './types.js';
import { hostOf, isLocalHost, isUrl, urlIn } from './urls.js';

export const detectRce: CommandDetector = (snippet, view, cmd, emit, opt) => {
  // npx/bunx/uvx of a URL or a git spec runs whatever that address serves.
  if (
    ['npx', 'bunx', 'uvx', 'pnpx'].includes(cmd.name) ||
    (cmd.name === 'pnpm' && cmd.argv[1]?.text === 'dlx')
  ) {
    // The package spec is the first positional argument; later URLs are the package's own arguments.
    const spec = args(cmd).filter((a) => !a.startsWith('-'))[cmd.name === 'pnpm' ? 1 : 0] ?? '';
    const target = isUrl(spec) || /^(?:github:|git\+|gitlab:|bitbucket:)/.test(spec) ? spec : undefined;
    if (target && !isLocalHost(hostOf(target))) {
      const sev = rceSeverity(snippet, target, false, opt.trusted);
      emit(
        'remote-code-execution',
        cmd.start,
        cmd.end,
        isUrl(target) || sev === 'critical' ? sev : 'medium',
        `\`${inert(commandText(snippet, cmd), 100)}\` runs a package straight from ${inert(target, 80)} instead of a registry release — ${where(snippet)}`,
        `npx:${target}`,
      );
    }
  }
  if (!DOWNLOADERS.has(cmd.name)) return;
  const url = urlIn(cmd) ?? '';
  if (url && isLocalHost(hostOf(url))) return;
  const shown = url ? inert(url, 80) : 'a remote address';
  // 1. Pipeline: download | [decode …] | interpreter.
  let decoded = false;
  for (const next of downstream(view, cmd)) {
    if (isDecoder(next)) decoded = true;
    if (execsStdin(next)) {
      const first = view.commands
        .filter((c) => c.pipeline === cmd.pipeline)
        .sort((a, b) => a.index - b.index)[0]!;
      const text = snippet.text.slice(first.start - snippet.base, next.end - snippet.base);
      emit(
        'remote-code-execution',
        cmd.start,
        next.end,
        rceSeverity(snippet, url, decoded, opt.trusted),
        `\`${inert(text, 120)}\` downloads from ${shown}${decoded ? ', decodes it' : ''} and pipes it into ${next.name}: whoever controls that address runs code on the machine — ${where(snippet)}`,
        `pipe:${url}:${next.name}:${decoded}`,
      );
      return;
    }
  }
  // 2. Substitution handed to an interpreter: bash <(curl …), sh -c "$(curl …)", eval "$(curl …)", python3 - <<< "$(curl …)".
  const parent = byId(view, cmd.parent);
  if (parent && (cmd.via === 'command-sub' || cmd.via === 'process-sub')) {
    const w = wordAt(parent, cmd.start);
    let runs = false;
    if (w) {
      const redirect = parent.redirects.find((r) => r.target === w.word);
      if (parent.name === 'eval' || parent.name === 'iex' || parent.name === 'invoke-expression') runs = true;
      else if (INTERPRETERS.has(parent.name) || parent.name === 'source' || parent.name === '.') {
        const prev = w.index > 0 ? (parent.argv[w.index - 1]?.text ?? '') : '';
        if (/^-[a-z]*[ce]$/i.test(prev) || /^-Command$/i.test(prev))
          runs = true; // -c/-e "$(curl)"
        else if (cmd.via === 'process-sub' && w.index > 0 && !prev.startsWith('-'))
          runs = true; // bash <(curl)
        else if (cmd.via === 'process-sub' && w.index > 0 && w.index === firstPositional(parent)) runs = true;
        else if (redirect && (redirect.op.endsWith('<<<') || redirect.op.endsWith('<')) && execsStdin(parent))
          runs = true;
      }
    }
    if (runs) {
      const text = commandText(snippet, parent);
      emit(
        'remote-code-execution',
        parent.start,
        parent.end,
        rceSeverity(snippet, url, decoded, opt.trusted),
        `\`${inert(text, 120)}\` hands what ${cmd.name} downloads from ${shown} to ${parent.name} as code — ${where(snippet)}`,
        `sub:${url}:${parent.name}`,
      );
      return;
    }
  }
  // 3. Saved to a file: remembered, so a later `./file`, `sh file` or `chmod +x file && ./file` is caught.
  const file = downloadedFile(cmd);
  if (file && file !== '/dev/null' && url) opt.downloads.push({ name: baseName(file), url, cmd, snippet });
};

/** A later command runs a file a download wrote: `./x`, `/tmp/x`, `sh x`, `source x`. */
export function detectRunOfDownload(
  snippet: ShellSnippet,
  view: ShellView,
  emit: Emit,
  opt: DetectOptions,
): void {
  if (opt.downloads.length === 0) return;
  for (const cmd of view.commands) {
    const first = cmd.argv[0]?.text ?? '';
    let target: string | undefined;
    if (first.includes('/') && !DOWNLOADERS.has(cmd.name)) target = baseName(first);
    else if (INTERPRETERS.has(cmd.name) || cmd.name === 'source' || cmd.name === '.') {
      const k = firstPositional(cmd);
      if (k > 0 && !hasFlag(cmd, 'c') && !hasFlag(cmd, 'm')) target = baseName(cmd.argv[k]!.text);
    }
    if (!target) continue;
    const dl = opt.downloads.find(
      (d) => d.name === target && (d.snippet !== snippet || d.cmd.start < cmd.start),
    );
    if (!dl) continue;
    if (/\.(?:json|txt|md|csv|ya?ml|xml|html?|tar|gz|tgz|zip)$/i.test(target)) continue;
    emit(
      'remote-code-execution',
      cmd.start,
      cmd.end,
      rceSeverity(snippet, dl.url, false, opt.trusted),
      `\`${inert(commandText(snippet, cmd), 80)}\` runs ${target}, which \`${inert(commandText(dl.snippet, dl.cmd), 80)}\` downloaded from ${inert(dl.url, 80)} — ${where(snippet)}`,
      `file:${dl.url}:${target}`,
    );
  }
}
