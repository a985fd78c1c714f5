import type { Region } from '../findings.js';
import { MAX_UNITS, parseJson, regionOfJsonString } from './build-json.js';
import type { UnitSpec } from './code/collector.js';
import type { LineMap } from './lines.js';
import { isRecord } from './records.js';

/**
 * Jupyter notebook code cells as the kernel runs them (rules/remote-code-execution.md, "notebook code
 * cells"): the Python of every code cell, in order, as one unit, and what IPython hands to other programs
 * as shell units — `%%bash`/`%%sh` cells, `!cmd` and `!!cmd` lines (also `x = !cmd`), and the line magics
 * that run a program: `%pip`/`%conda`/`%mamba` run that installer in the kernel's environment (so
 * `%pip install URL` is `pip install URL`), `%sx`/`%system` run their command. `%run file.py` runs a local
 * script in the kernel (read as `python file.py`), and `%load`/`%run` of an http(s) address fetch code
 * that then runs as the cell (read as `exec` of what `urlopen` returns). Other magics (`%matplotlib`,
 * `%%capture`) configure the kernel and are left out.
 */

/** Line magics that hand the rest of the line to a program, and the program. */
const PROGRAM_MAGIC = /^[ \t]*(?:[A-Za-z_]\w{0,40}[ \t]*=[ \t]*)?%(pip|conda|mamba|micromamba)[ \t]+(\S.*)$/;
/** `%sx cmd`, `%system cmd`, `!cmd`, `!!cmd`, `x = !cmd`: the command itself. */
const SHELL_MAGIC = /^[ \t]*(?:[A-Za-z_]\w{0,40}[ \t]*=[ \t]*)?(?:%(?:sx|system)[ \t]+|!!?)(\S.*)$/;
/** `%load URL`, `%run URL` (options before it): code fetched from the address and run as the cell. */
const FETCHED_MAGIC = /^[ \t]*%(?:load|run)[ \t]+(?:-[\w=,:-]{1,40}[ \t]+){0,4}(https?:\/\/[^\s'"]{1,2000})/;
/** `%run [-i] script.py args`: a local Python file run in the kernel. */
const RUN_MAGIC = /^[ \t]*%run[ \t]+(?:-[a-zA-Z][ \t]+){0,4}([^\s-][^\s]{0,500}\.py(?:[ \t].*)?)$/;

/** What one cell line is, for the kernel: Python text, or a shell command IPython starts. */
function magicLine(line: string): { python: string } | { shell: string } {
  const fetched = FETCHED_MAGIC.exec(line);
  if (fetched)
    return {
      python: `import urllib.request; exec(urllib.request.urlopen(${JSON.stringify(fetched[1])}).read())`,
    };
  const program = PROGRAM_MAGIC.exec(line);
  if (program) return { shell: `${program[1]} ${program[2]}` };
  const shell = SHELL_MAGIC.exec(line);
  if (shell) return { shell: shell[1]! };
  const run = RUN_MAGIC.exec(line);
  if (run) return { shell: `python ${run[1]}` };
  // IPython's `%env` alone lists every variable into the cell's output: read as printing the environment.
  if (/^[ \t]*%env[ \t]*$/.test(line)) return { python: 'import os; print(os.environ)' };
  return { python: /^[ \t]*%/.test(line) ? '' : line };
}

export function notebookCells(text: string, lines: LineMap): UnitSpec[] {
  const data = parseJson(text);
  const cells = isRecord(data) && Array.isArray(data.cells) ? data.cells : [];
  const out: UnitSpec[] = [];
  // The Python of every code cell, in order, as one unit: the cells run in one kernel, so a URL set in
  // one cell is what a later cell fetches. Each line keeps the region of its JSON string.
  const kernel = new KernelText(text, lines);
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
    const shell: Array<{ cmd: string; line: string }> = [];
    const python = src.split('\n').map((l) => {
      const read = magicLine(l);
      if ('shell' in read) shell.push({ cmd: read.shell, line: l });
      return { text: 'python' in read ? read.python : '', original: l };
    });
    if (python.some((l) => l.text.trim() !== '')) kernel.add(python, region);
    for (const { cmd, line } of shell) {
      const own = regionOfJsonString(text, line, lines);
      out.push({
        lang: 'shell',
        text: cmd,
        origin: 'script',
        placement: 'script',
        ...(own ? { region: own } : at),
        label: 'notebook shell line',
      });
    }
  }
  const unit = kernel.unit();
  return unit ? [unit, ...out] : out;
}

/** Lines of a notebook's Python cells joined in order, with the file region of each line. */
class KernelText {
  private readonly text: string[] = [];
  private readonly regions: Region[] = [];
  /** Where the search for the next line's JSON string starts: cells and their lines come in file order. */
  private cursor = 0;

  constructor(
    private readonly json: string,
    private readonly lines: LineMap,
  ) {}

  /** Each line's text as the kernel reads it, placed where its original (a magic, say) is written. */
  add(cellLines: ReadonlyArray<{ text: string; original: string }>, cellRegion: Region | undefined): void {
    for (const { text, original } of cellLines) {
      if (this.text.length >= MAX_KERNEL_LINES) return;
      const encoded = JSON.stringify(original).slice(1, -1);
      const at = encoded.trim() === '' ? -1 : this.json.indexOf(encoded, this.cursor);
      if (at >= 0) this.cursor = at + encoded.length;
      const region = at >= 0 ? this.lines.region(at, at + encoded.length) : cellRegion;
      this.text.push(text);
      this.regions.push(region ?? this.regions[this.regions.length - 1] ?? this.lines.region(0, 1));
    }
  }

  unit(): UnitSpec | undefined {
    if (this.text.length === 0) return undefined;
    return {
      lang: 'python',
      text: this.text.join('\n'),
      origin: 'script',
      placement: 'script',
      region: this.regions[0]!,
      lineRegions: this.regions,
      label: 'notebook cells',
    };
  }
}

/** Lines of Python a notebook's cells are analysed with at most. */
const MAX_KERNEL_LINES = 20_000;
