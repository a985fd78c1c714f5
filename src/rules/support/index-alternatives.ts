import type { SourceHit } from './package-source-tables.js';

/**
 * A one-command index flag offered beside the same command without it (rules/supply-chain-redirect.md,
 * "alternatives"): "In China, prefer a local PyPI mirror:" over `pip install x -i https://mirror/simple`,
 * with `pip install x` a few lines above. The default command is the one the text gives first; the flagged
 * one is a labelled choice for readers the default does not reach. Only the flag may differ: another package
 * or other options make it a command of its own.
 */

/** How far above or below the default may stand (characters, about a dozen lines). */
const WINDOW = 1_200;

/** Words that offer a command as a choice for some readers rather than the step itself. */
const ALTERNATIVE_CUE =
  /\b(?:mirrors?|alternative(?:ly)?|instead|or|if|when|prefer|optional(?:ly)?|faster|slow|firewall|region|solution|option|workaround|fallback)\b|镜像|国内/i;

/** The most of a line read around a hit: a command line is short; a megabyte line is no command to compare. */
const LINE = 600;

/** The hit's line, cut to LINE characters either side of it (text.lastIndexOf on a long line is bounded too). */
function lineAround(text: string, h: SourceHit): { lineStart: number; lineEnd: number } {
  const from = Math.max(0, h.start - LINE);
  const before = text.slice(from, h.start).lastIndexOf('\n');
  const after = text.slice(h.end, h.end + LINE).indexOf('\n');
  return {
    lineStart: before < 0 ? from : from + before + 1,
    lineEnd: after < 0 ? Math.min(text.length, h.end + LINE) : h.end + after,
  };
}

function squeeze(s: string): string {
  return s.replace(/[ \t]+/g, ' ').trim();
}

/** The command line holding the hit, without the option that names the index (`-i URL`, `--registry=URL`). */
function withoutFlag(text: string, h: SourceHit): string | undefined {
  const { lineStart, lineEnd } = lineAround(text, h);
  const line = text.slice(lineStart, lineEnd);
  const at = line.indexOf(h.target, h.start - lineStart);
  if (at < 0 || h.target === '') return undefined;
  // The option word before the address (`-i`, `--index-url`), or the address's own `--registry=` word.
  const head = line.slice(0, at);
  const opt = /[ \t](-{1,2}[\w-]{1,40})(?:[ \t]+|=)["']?$/.exec(head);
  if (!opt) return undefined;
  const rest = line.slice(at + h.target.length).replace(/^["']/, '');
  // Drop a comment after the command and shell prompt or list markers before it.
  const command = squeeze(`${head.slice(0, opt.index)} ${rest}`.replace(/[ \t]#.{0,400}$/, ''));
  return command.replace(/^(?:[-*>$] |\d{1,2}\. )+/, '').replace(/^`|`$/g, '');
}

/** Whether the flagged command's default (the same command without the index flag) stands next to it. */
export function offeredBesideDefault(text: string, h: SourceHit): boolean {
  return h.kind === 'registry-redirect' && !!h.perCommand && !h.extra && labelledBesideDefault(text, h);
}

/**
 * The one-command flag is labelled as a choice and its default stands beside it, whatever the flag adds: an
 * added index or wheel host ("Solution 3: Wheel files" under `pip install rasterio`) is then one of the
 * reader's options, graded a step down by the caller rather than as the step itself.
 */
export function labelledBesideDefault(text: string, h: SourceHit, cueLines?: number): boolean {
  const { lineStart, lineEnd } = lineAround(text, h);
  // Labelled as a choice: the lines just above say when or why to take it ("In China, prefer a mirror:").
  let cueFrom = Math.max(0, lineStart - 300, h.start - LINE);
  for (let k = 0, at = lineStart - 1; cueLines !== undefined && k < cueLines && at > cueFrom; k++) {
    const nl = text.lastIndexOf('\n', at - 1);
    at = Math.max(nl, cueFrom);
    if (k === cueLines - 1 || at === cueFrom) cueFrom = at;
  }
  if (!ALTERNATIVE_CUE.test(text.slice(cueFrom, h.start))) return false;
  const command = withoutFlag(text, h);
  if (!command || command.length < 8 || !/\binstall\b|\badd\b/.test(command)) return false;
  const around = [
    text.slice(Math.max(0, lineStart - WINDOW), lineStart),
    lineEnd >= text.length ? '' : text.slice(lineEnd, lineEnd + WINDOW),
  ];
  return around.some((part) =>
    part.split('\n').some((l) => {
      const line = squeeze(l.replace(/[ \t]#.{0,400}$/, ''));
      if (!line.includes(command)) return false;
      // The default must end where the command does: `pip install x` is not `pip install x-extra`. A shell
      // operator ends it too (`pnpm install && pnpm dev`): the next command is another one.
      const after = line.slice(line.indexOf(command) + command.length);
      return /^(?:[`'"|)]|\s*$|\s*(?:&&|;))/.test(after);
    }),
  );
}
