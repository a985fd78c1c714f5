import type { Region } from '../findings.js';
import type { UnitSpec } from './code/collector.js';
import type { LineMap } from './lines.js';
import { isRecord } from './records.js';

/**
 * Files whose commands run when a skill says `make setup`, `npm install` or "run the notebook": Makefile
 * recipes, package.json `scripts` (npm runs `preinstall`/`install`/`postinstall`/`prepare` by itself on
 * install), and Jupyter notebook code cells (Python, with `!cmd` lines and `%%bash` cells as shell). Each
 * becomes a code unit placed like a shipped script. The rest of these files is data.
 */

const MAKEFILE = /(?:^|\/)(?:GNUmakefile|makefile|Makefile)$|\.mk$/;
const PACKAGE_JSON = /(?:^|\/)package\.json$/;
const NOTEBOOK = /\.ipynb$/i;
const MAX_UNITS = 500;
const MAX_TEXT = 1 << 20;

export function isBuildFile(path: string): boolean {
  return MAKEFILE.test(path) || PACKAGE_JSON.test(path) || NOTEBOOK.test(path);
}

/** The code units of a build or notebook file; undefined when the path is none of them. */
export function buildFileUnits(path: string, text: string, lines: LineMap): UnitSpec[] | undefined {
  if (text.length > MAX_TEXT) return undefined;
  if (MAKEFILE.test(path)) return makeRecipes(text);
  if (PACKAGE_JSON.test(path)) return packageScripts(text, lines);
  if (NOTEBOOK.test(path)) return notebookCells(text, lines);
  return undefined;
}

/** Recipe lines (tab-indented, `\` continuations joined) as shell, at their own offsets. */
function makeRecipes(text: string): UnitSpec[] {
  const out: UnitSpec[] = [];
  let at = 0;
  while (at < text.length && out.length < MAX_UNITS) {
    let end = text.indexOf('\n', at);
    if (end < 0) end = text.length;
    if (text[at] !== '\t') {
      at = end + 1;
      continue;
    }
    // A recipe line and the lines its trailing backslashes continue onto.
    while (end < text.length && text[end - 1] === '\\') {
      const next = text.indexOf('\n', end + 1);
      end = next < 0 ? text.length : next;
    }
    const lead = /^\t[ \t]*[@+-]*[ \t]*/.exec(text.slice(at, end))![0].length;
    const cmd = text.slice(at + lead, end);
    if (cmd.trim() !== '' && !cmd.startsWith('#'))
      out.push({
        lang: 'shell',
        text: cmd,
        origin: 'script',
        placement: 'script',
        base: at + lead,
        label: 'make recipe',
      });
    at = end + 1;
  }
  return out;
}

function packageScripts(text: string, lines: LineMap): UnitSpec[] {
  const data = parseJson(text);
  const scripts = isRecord(data) && isRecord(data.scripts) ? data.scripts : undefined;
  if (!scripts) return [];
  const out: UnitSpec[] = [];
  for (const [name, cmd] of Object.entries(scripts).slice(0, MAX_UNITS)) {
    if (typeof cmd !== 'string' || cmd.trim() === '') continue;
    const region = regionOfJsonString(text, cmd, lines);
    out.push({
      lang: 'shell',
      text: cmd,
      origin: 'script',
      placement: 'script',
      ...(region ? { region } : {}),
      label: `npm script '${name.slice(0, 60)}'`,
    });
  }
  return out;
}

function notebookCells(text: string, lines: LineMap): UnitSpec[] {
  const data = parseJson(text);
  const cells = isRecord(data) && Array.isArray(data.cells) ? data.cells : [];
  const out: UnitSpec[] = [];
  for (const cell of cells.slice(0, MAX_UNITS)) {
    if (!isRecord(cell) || cell.cell_type !== 'code') continue;
    const src = Array.isArray(cell.source)
      ? cell.source.filter((s) => typeof s === 'string').join('')
      : cell.source;
    if (typeof src !== 'string' || src.trim() === '') continue;
    const first = src.split('\n', 1)[0]!;
    const region = regionOfJsonString(text, first, lines);
    const at = region ? { region } : {};
    // A `%%bash`/`%%sh` cell is a shell script; `!cmd` lines are shell inside Python.
    if (/^%%(?:bash|sh|script\s+(?:ba)?sh)\b/.test(src)) {
      const body = src.slice(first.length + 1);
      out.push({
        lang: 'shell',
        text: body,
        origin: 'script',
        placement: 'script',
        ...at,
        label: 'notebook cell',
      });
      continue;
    }
    const shell: string[] = [];
    const python = src
      .split('\n')
      .map((l) => {
        const m = /^[ \t]*!(.*)$/.exec(l);
        if (m) shell.push(m[1]!);
        return m || /^[ \t]*%/.test(l) ? '' : l;
      })
      .join('\n');
    if (python.trim() !== '')
      out.push({
        lang: 'python',
        text: python,
        origin: 'script',
        placement: 'script',
        ...at,
        label: 'notebook cell',
      });
    for (const cmd of shell)
      out.push({
        lang: 'shell',
        text: cmd,
        origin: 'script',
        placement: 'script',
        ...at,
        label: 'notebook shell line',
      });
  }
  return out;
}

/** Where a string value sits in the JSON text, found by its encoded form (the first line on a miss). */
function regionOfJsonString(text: string, value: string, lines: LineMap): Region | undefined {
  const encoded = JSON.stringify(value).slice(1, -1);
  const at = text.indexOf(encoded);
  if (at < 0) return undefined;
  return lines.region(at, at + encoded.length);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
