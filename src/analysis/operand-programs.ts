/**
 * What a program does with its operands, in one table: programs that read, describe, print, convert or
 * look up what they are given never run it. `shellcheck x.sh` reads x.sh; `file -- $(SCRIPTS)` types each
 * script; `pdftotext -l 3 datasheet.pdf -` prints a downloaded PDF's text; `dig +short A name` looks a
 * name up. A program missing here may run its operands (a shell, an interpreter, a runner, anything not
 * known), which is the safe default.
 * Shared by the reference graph (src/analysis/checker-programs.ts: a checked or described operand is no
 * file the command runs), the rule-side reading of what a command does with a named file
 * (src/rules/support/input-roles.ts), and the code analyzers' argv reading (src/analysis/code/python/
 * process.ts, src/analysis/code/go/lib-exec.ts, src/analysis/code/data-programs.ts: a downloaded word
 * passed to such a program is data, not code that runs).
 */

/**
 * - `checks`: static checkers and formatters; they read (and may rewrite in place) the files they are given.
 * - `describes`: the output describes the file (type, size, digest, listing, path); no text of it comes out.
 * - `sets-attributes`: the program only changes the file's mode, owner, time or line endings (what runs it
 *   afterwards is another command, read on its own).
 * - `prints`: the output is the operand's text, or the words given (`cat`, `grep`, `echo`).
 * - `converts`: the output is the operand's content in another form (a PDF's text, an image's words, an
 *   encoding); the input is parsed as data.
 * - `looks-up`: the operand is a name or address looked up or probed on the network.
 */
export type OperandUse = 'checks' | 'describes' | 'sets-attributes' | 'prints' | 'converts' | 'looks-up';

const TABLE: Readonly<Record<OperandUse, readonly string[]>> = {
  checks: [
    'shellcheck',
    'shfmt',
    'checkbashisms',
    'bashate',
    'ruff',
    'flake8',
    'pylint',
    'pyflakes',
    'pycodestyle',
    'mypy',
    'pyright',
    'black',
    'isort',
    'bandit',
    'eslint',
    'prettier',
    'biome',
    'hadolint',
    'yamllint',
    'actionlint',
    'shellharden',
    'codespell',
  ],
  describes: [
    'file',
    'stat',
    'ls',
    'wc',
    'du',
    'md5sum',
    'sha1sum',
    'sha224sum',
    'sha256sum',
    'sha384sum',
    'sha512sum',
    'shasum',
    'b2sum',
    'cksum',
    'realpath',
    'readlink',
    'basename',
    'dirname',
    'test',
    '[',
    'pdfinfo',
    'pdffonts',
    'ffprobe',
  ],
  'sets-attributes': ['chmod', 'chown', 'chgrp', 'touch', 'dos2unix', 'unix2dos'],
  prints: [
    'cat',
    'head',
    'tail',
    'less',
    'more',
    'diff',
    'cut',
    'tr',
    'grep',
    'egrep',
    'fgrep',
    'echo',
    'printf',
    'logger',
  ],
  // Left out on purpose: converters with a way to run code from their input or options (ImageMagick's
  // `convert`/`magick` with MSL scripts and delegates, LibreOffice's macros, exiftool's Perl `-config`,
  // mutool's `run`); pandoc's filters are options it loads (LOADS below).
  converts: [
    'pdftotext',
    'pdftoppm',
    'pdftocairo',
    'pdfimages',
    'pdftohtml',
    'pdfseparate',
    'pdfunite',
    'qpdf',
    'tesseract',
    'ffmpeg',
    'iconv',
    'base64',
    'base32',
    'xxd',
    'hexdump',
    'od',
    'strings',
    'jq',
    'yq',
    'xmllint',
    'pandoc',
  ],
  'looks-up': [
    'dig',
    'nslookup',
    'host',
    'drill',
    'delv',
    'kdig',
    'whois',
    'ping',
    'ping6',
    'traceroute',
    'traceroute6',
    'tracepath',
    'mtr',
    'arping',
  ],
};

const USES: ReadonlyMap<string, OperandUse> = new Map(
  (Object.entries(TABLE) as Array<[OperandUse, readonly string[]]>).flatMap(([use, names]) =>
    names.map((n) => [n, use] as const),
  ),
);

/** Options whose value a checker loads as its configuration or plugin (`eslint -c eslint.config.js`: code). */
export const LOADS_VALUE =
  /^(?:-c|--config|--rcfile|--settings|--load-plugins|--plugin|--resolve-plugins-relative-to)$/;
/** pandoc's filters: programs and Lua scripts it runs on the document (`--lua-filter f.lua`, `-F ./f.py`). */
const PANDOC_FILTER = /^(?:-F|--filter|-L|--lua-filter)$/;

/** The programs of one use, as the table lists them. */
export function programsThat(use: OperandUse): readonly string[] {
  return TABLE[use];
}

/** A program's name as a table key: its base name, without quotes and `.exe`. */
export function programName(word: string): string {
  const w = word.replace(/['"]/g, '');
  return w.slice(Math.max(w.lastIndexOf('/'), w.lastIndexOf('\\')) + 1).replace(/\.exe$/i, '');
}

/** What the program named `word` (a name or a path to it) does with its operands; undefined when it may run them. */
export function operandUse(word: string): OperandUse | undefined {
  const name = programName(word);
  return USES.get(name) ?? USES.get(name.toLowerCase());
}

/**
 * Whether `program` never runs any of its `args` (`undefined` for a word known only at run time): it reads,
 * describes, prints, converts or looks them up, and no option makes it load one of them as code (a
 * checker's `-c x.js`, pandoc's `--lua-filter f.lua`). For a program that has such options, a word not
 * known statically may be one of them, so it counts as a load.
 */
export function neverRunsOperands(program: string, args: ReadonlyArray<string | undefined>): boolean {
  const use = operandUse(program);
  if (use === undefined) return false;
  const loads =
    use === 'checks' ? LOADS_VALUE : programName(program) === 'pandoc' ? PANDOC_FILTER : undefined;
  if (!loads) return true;
  for (let i = 0; i < args.length && i < 256; i++) {
    const w = args[i];
    if (w === undefined) return false;
    const eq = w.indexOf('=');
    if (loads.test(w) || (eq > 0 && loads.test(w.slice(0, eq)))) return false;
  }
  return true;
}
