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

/**
 * Programs that may run a word of their argv as code: shells and interpreters (read by `codeWordsOf` below),
 * and programs that run the rest of their words as a command (`sudo`, `env`, `xargs`, `ssh host cmd`,
 * `docker run`, package runners and installers), take a script or an expression (`gdb -ex`, `vim -c`,
 * `sqlite3 .shell`, `make`), or have an option whose value is a command (`git -c core.sshCommand=`,
 * `tar --to-command`, `rsync -e`, `sort --compress-program`, `wget --use-askpass`), and agent CLIs whose
 * prompt argument the agent acts on. Every word of these may be code.
 */
const RUNS_WORDS = new Set(
  [
    // runners: the words are a command
    'sudo doas su runuser pkexec env nohup timeout nice ionice taskset setsid stdbuf xargs time exec chroot',
    'unshare nsenter ssh watch script flock parallel find strace ltrace valgrind busybox caffeinate',
    'npx bunx uvx pipx uv npm pnpm yarn pip pip3 gem bundle cargo go brew apt apt-get dnf yum apk pacman',
    'docker podman nerdctl kubectl crontab at batch systemd-run launchctl schtasks tmux screen wsl vagrant',
    // interpreters whose command line is not read here word by word
    'java dotnet mono swift erl escript elixir iex guile racket sbcl clojure bb groovy scala kotlin jshell',
    'gdb lldb sqlite3 psql mysql mongosh mongo redis-cli cscript wscript mshta rundll32 regsvr32 msiexec',
    'vim nvim vi ex emacs make gmake cmake m4 tclsh wish expect',
    // an option of theirs runs a command or loads code
    'git tar gtar bsdtar rsync scp sftp zip man sort wget openssl',
    // agent CLIs: the prompt they are given is what the agent acts on
    'claude codex gemini aider opencode goose cursor-agent',
  ].flatMap((l) => l.split(' ')),
);

/** Shells: `-c` makes the first operand the command; otherwise the first operand is the script. */
const SHELL_NAMES = new Set('sh bash zsh ksh dash ash mksh fish csh tcsh'.split(' '));

/**
 * Interpreters read word by word: the options whose value is code or a module to load, and the options
 * that take a plain value. Without a code option the first operand is the script (for awk and sed, the
 * program text); the words after the code or the script are its arguments, data.
 */
const INTERPRETERS: ReadonlyMap<string, Interpreter> = new Map([
  ['python', { code: /^-[cm]$/, value: /^-[WXQ]$/ }],
  [
    'node',
    {
      code: /^(?:-[ep]|--eval|--print)$/,
      loads: /^(?:-r|--require|--import|--loader|--experimental-loader)$/,
      value: /^(?:-C|--input-type|--title|--conditions)$/,
    },
  ],
  ['perl', { code: /^-[eE]$/, loads: /^-[Mm]$/, value: /^-[Il]$/ }],
  ['ruby', { code: /^-e$/, loads: /^-r$/, value: /^-I$/ }],
  ['php', { code: /^-[rBRE]$/, value: /^-[dc]$/ }],
  ['lua', { code: /^-e$/, loads: /^-l$/ }],
  ['osascript', { code: /^-e$/, value: /^-[ls]$/ }],
  ['rscript', { code: /^-e$/ }],
  ['julia', { code: /^-[eE]$/, loads: /^-L$/ }],
  ['awk', { code: /^-f$/, value: /^-[vF]$/ }],
  ['sed', { code: /^-[ef]$/ }],
]);

/**
 * `code`: the option's value is the program (no script operand follows); `loads`: its value is code loaded
 * before the script (`node --require x.js app.js`); `value`: an option with a plain value.
 */
interface Interpreter {
  code: RegExp;
  loads?: RegExp;
  value?: RegExp;
}

/** An interpreter's table name: `python3.11` → python, `gawk` → awk, `nodejs` → node. */
function interpreterKey(name: string): string {
  if (/^(?:python|pypy|ipython)[\d.]{0,6}$/.test(name)) return 'python';
  if (name === 'nodejs') return 'node';
  if (/^(?:g|m|n)?awk$/.test(name)) return 'awk';
  if (name === 'gsed') return 'sed';
  if (/^perl[\d.]{0,6}$/.test(name)) return 'perl';
  const versioned = /^(ruby|php|lua)[\d.]{0,6}$/.exec(name)?.[1];
  if (versioned) return versioned;
  return name === 'luajit' ? 'lua' : name;
}

/**
 * Which words of an argv (after the program) the program may run as code: `'all'`, or the indexes into
 * `args` (`undefined` for a word known only at run time). A program that only reads, sends, stores or
 * shows its words — a messaging CLI given `--markdown TEXT`, `jq`, `echo`, a script of the repository by
 * its path — runs none of them: a downloaded word there is data it is given, whatever the program does
 * with data (what a repository script does is its own code, analysed where it is). Shells and
 * interpreters run their code option's value or their script operand, never the arguments after it
 * (`python3 send.py --text TEXT`: TEXT is `sys.argv[2]`). A word not known statically where an option may
 * stand could be the code option itself, so it counts as code.
 */
export function codeWordsOf(program: string, args: ReadonlyArray<string | undefined>): 'all' | number[] {
  const name = programName(program).toLowerCase();
  // A reader with an option that loads code (`pandoc --lua-filter f.lua`, `eslint -c x.js`) may run a word.
  if (operandUse(program) !== undefined) return neverRunsOperands(program, args) ? [] : 'all';
  if (SHELL_NAMES.has(name)) return shellCodeWords(args);
  const spec = INTERPRETERS.get(interpreterKey(name));
  if (spec) return interpreterCodeWords(args, spec);
  if (RUNS_WORDS.has(name) || name === 'powershell' || name === 'pwsh' || name === 'cmd') return 'all';
  return [];
}

function shellCodeWords(args: ReadonlyArray<string | undefined>): 'all' | number[] {
  let command = false;
  let stdin = false;
  for (let i = 0; i < args.length && i < 256; i++) {
    const w = args[i];
    if (w === undefined) return 'all';
    if (w === '--' || w === '-') return command && args[i + 1] !== undefined ? [i + 1] : [];
    if (!/^[-+]/.test(w) || w.length < 2) return command ? [i] : stdin ? [] : [i];
    if (w === '-o' || w === '+o' || w === '-O' || w === '+O') i++;
    else if (!w.startsWith('--')) {
      command ||= w.includes('c');
      stdin ||= w.includes('s');
    }
  }
  return [];
}

function interpreterCodeWords(args: ReadonlyArray<string | undefined>, spec: Interpreter): 'all' | number[] {
  const out: number[] = [];
  let codeGiven = false;
  for (let i = 0; i < args.length && i < 256; i++) {
    const w = args[i];
    // After the code option's value every word is an argument of that code (`python3 -c CODE ARG`).
    if (codeGiven && (w === undefined || !w.startsWith('-'))) return out;
    if (w === undefined) return 'all';
    if (w === '--') return codeGiven ? out : args[i + 1] === undefined ? out : [...out, i + 1];
    if (!w.startsWith('-') || w === '-') return codeGiven || w === '-' ? out : [...out, i];
    // An option word counts (`--require=x`, `-cimport os`): its text may hold the code itself.
    out.push(i);
    const flag = w.startsWith('--') ? w.split('=', 1)[0]! : w.slice(0, 2);
    if (spec.code.test(flag) || spec.loads?.test(flag)) {
      codeGiven ||= spec.code.test(flag);
      if (w === flag && i + 1 < args.length) out.push(++i);
    } else if (spec.value?.test(flag) && w === flag) i++;
  }
  return out;
}
