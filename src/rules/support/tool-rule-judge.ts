import { secretOf, writeClassOf } from '../../analysis/paths.js';
import { isWrapper, type Judged, judgeRunner, judgeWrapper } from './command-runners.js';

/**
 * What one permission rule pre-approves (`Bash`, `Bash(curl *)`, `Write(~/.bashrc)`, `WebFetch`), for
 * permissive-allowed-tools: unrestricted shells, interpreters and wrappers with open arguments, network
 * tools to any host, and writes to what persists are graded; narrow rules are what grants are for.
 */

const SHELLS_AND_INTERPRETERS = new Set([
  'sh',
  'bash',
  'zsh',
  'dash',
  'fish',
  'ksh',
  'pwsh',
  'powershell',
  'cmd',
  'python',
  'python3',
  'python2',
  'node',
  'deno',
  'bun',
  'ruby',
  'perl',
  'php',
  'lua',
  'osascript',
  'eval',
  'exec',
  'source',
  'xargs',
  'env',
  'sudo',
  'doas',
  'su',
  'nohup',
  'timeout',
  'watch',
  'time',
  'npx',
  'bunx',
  'pnpx',
  'uvx',
  'pipx',
  // awk's system() and pipes run any command: open arguments to awk are open arguments to a shell.
  'awk',
  'gawk',
  'mawk',
  'nawk',
]);
const NETWORK = new Set([
  'curl',
  'wget',
  'nc',
  'ncat',
  'netcat',
  'socat',
  'ssh',
  'scp',
  'sftp',
  'rsync',
  'ftp',
  'telnet',
  'http',
  'xh',
]);

/**
 * A leading wildcard before a path that ends in a literal file name (`Bash(` + `*` + `/compute_priority.py:*)`,
 * also with folders between) names one script wherever the skill is installed: broader than meant, since a
 * crafted command that ends in that name also matches (`bash -c '…' /tmp/x/compute_priority.py`), but not an
 * open shell (medium) — unless the name is itself a shell, an interpreter or another open program (`bash`,
 * `python3` after the wildcard and a slash), judged as that program. A wildcard with no such name (a bare
 * `*`, `*sh`, a wildcard file name) is any command.
 */
function judgeWildcardProgram(spec: string, first: string): Judged {
  const named = /^\*\/(?:[^*/\s]+\/){0,12}([^*/\s]+)$/.exec(first);
  const name = named?.[1];
  if (name === undefined || name.length < 3)
    return { severity: 'high', what: `a wildcard program name ('${spec}'): effectively any command` };
  const rest = spec.slice(spec.toLowerCase().indexOf(first) + first.length);
  const asProgram = judgeToolRule(`Bash(${name}${rest})`);
  if (asProgram?.severity === 'high' || asProgram?.severity === 'critical') return asProgram;
  return {
    severity: 'medium',
    what: `the script '${name}' wherever it is installed ('${spec}'), but the leading wildcard also matches any crafted command that ends in that name: broader than the one script, not an open shell`,
  };
}

/** Judges one permission rule (`Bash`, `Bash(curl *)`, `Write(~/.bashrc)`, `WebFetch`). */
export function judgeToolRule(rule: string): Judged | undefined {
  const m = /^([A-Za-z_][\w.-]*)(?:\(([\s\S]*)\))?$/.exec(rule.trim());
  if (!m) return rule.trim() === '*' ? { severity: 'high', what: 'every tool' } : undefined;
  const tool = m[1]!;
  const spec = m[2]?.trim();
  const unscoped = spec === undefined || spec === '' || spec === '*' || spec === ':*' || spec === '**';
  if (tool === 'Bash' || tool === 'PowerShell' || tool === 'shell') {
    if (unscoped)
      return { severity: 'high', what: 'an unrestricted shell: any command runs without a prompt' };
    const first = spec!
      .replace(/^\s*(?:\$\{[^}]*\}\/?|\.\/)?/, '')
      .split(/[\s:]/)[0]!
      .toLowerCase();
    const program = first.split('/').pop()!;
    if (first.startsWith('*')) return judgeWildcardProgram(spec!, first);
    // `find -exec sh -c '…' \;` runs anything: open arguments to find are open arguments to a shell.
    if (program === 'find' && /\*\s*$/.test(spec!))
      return {
        severity: 'high',
        what: `'find' with open arguments: -exec and -execdir run any command on what it finds, -delete removes files`,
      };
    // `nice -n 10 <cmd>`, `timeout 600 <cmd>`: open when the command is, else judged as that command.
    const rest = spec!.slice(spec!.indexOf(first) + first.length);
    const wrapped = judgeWrapper(program, rest, (command) => judgeToolRule(`Bash(${command})`));
    if (wrapped || isWrapper(program)) return wrapped;
    // Without a `*` the rule matches one literal command: nothing can be added to it, so its inline code,
    // flags and host are the ones written; what that command does is judged from its text (`exactCommandOf`).
    const exact = !spec!.includes('*');
    if (SHELLS_AND_INTERPRETERS.has(program)) return judgeInterpreter(program, rest, exact);
    const runner = judgeRunner(program, rest);
    if (runner) return runner;
    if (PACKAGE_MANAGERS.has(program)) return judgePackageManager(program, rest);
    if (NETWORK.has(program) && !exact) {
      const hostPinned = /https?:\/\/[^*\s]+\//.test(spec!);
      if (hostPinned)
        return {
          severity: 'medium',
          what: `network tool '${program}' (limited to one host, but any path and data)`,
        };
      const sshHosts = program === 'ssh' ? sshHostPattern(spec!) : undefined;
      return sshHosts
        ? {
            severity: 'medium',
            what: `'ssh' limited to hosts matching '${sshHosts}', but any command runs on them`,
          }
        : {
            severity: 'high',
            what: `network tool '${program}' to any host: downloads and uploads run without a prompt`,
          };
    }
    return undefined; // narrowly scoped commands (`git status:*`, `npm run lint`) are what allowed-tools is for
  }
  if (tool === 'WebFetch' && unscoped)
    return {
      severity: 'medium',
      what: 'fetching any URL: fetched pages can carry instructions, and URLs can carry data out',
    };
  // As wide as the `acceptEdits` mode while the skill runs (low there too): Claude Code still asks before
  // writing its own `.claude/` folder (a protected folder since 2.1.77), and what a skill asks to write is
  // judged where it asks (persistence, permissive grants written as settings).
  if ((tool === 'Write' || tool === 'Edit' || tool === 'MultiEdit' || tool === 'NotebookEdit') && unscoped)
    return {
      severity: 'low',
      what: `${tool} on any path, without asking (as the acceptEdits mode does while it runs)`,
    };
  if ((tool === 'Write' || tool === 'Edit' || tool === 'MultiEdit') && spec && !isPlainDataFile(spec)) {
    const folder = ownDataFolder(spec);
    if (folder)
      return /[*?[{][^/]*$/.test(spec) || /(?:^|\/)(?:CLAUDE|AGENTS|GEMINI)(?:\.local)?\.md$/i.test(spec)
        ? {
            severity: 'medium',
            what: `${tool} on '${spec}': files under ${folder}, which no runtime loads, but an instruction file (CLAUDE.md) among them is loaded where the agent works in that folder`,
          }
        : undefined;
    const rules = instructionFilesOf(spec);
    if (rules)
      return rules === 'home'
        ? {
            severity: 'high',
            what: `${tool} on '${spec}': the user's standing instructions (rules and CLAUDE.md loaded into every session of every project), changed without asking`,
          }
        : {
            severity: 'medium',
            what: `${tool} on '${spec}': the project's standing instructions (rules loaded into every session like CLAUDE.md), changed without asking`,
          };
    if (
      /(?:^|\/)(?:\.bashrc|\.zshrc|\.profile|\.bash_profile|\.ssh|\.claude|settings(?:\.local)?\.json|hooks\.json|\.git\/hooks)|^~\/?\*|^\/\*\*?$|^~\/\*\*$/.test(
        spec,
      )
    )
      return {
        severity: 'high',
        what: `${tool} on '${spec}': agent settings, hooks or start-up files that persist`,
      };
  }
  return undefined;
}

/**
 * A rule whose paths are a `.claude` folder's instruction files — its `rules/` (Markdown Claude Code loads
 * with CLAUDE.md at the start of every session) or its `CLAUDE.md` — named before any glob: `home` for the
 * user's own folder (`~/`, an absolute `//` path: every project), `project` otherwise; undefined for
 * anything else, and for a path that climbs out with `..` (`.claude/rules/../settings.json`).
 */
function instructionFilesOf(spec: string): 'home' | 'project' | undefined {
  if (/(?:^|\/)\.\.(?:\/|$)/.test(spec)) return undefined;
  const m = /^(.{0,200}?)\.claude\/(?:rules(?:\/|$)|CLAUDE(?:\.local)?\.md$)/.exec(spec);
  if (!m || (m[1] !== '' && !m[1]!.endsWith('/')) || /[*?[{]/.test(m[1]!)) return undefined;
  return /^(?:~|\/\/|\$\{?HOME\b)/.test(m[1]!) ? 'home' : 'project';
}

/** Folders of `.claude` that runtimes load: agents, commands, skills, hooks, plugins, styles, memory, rules. */
const LOADED_CLAUDE_FOLDER =
  /^(?:agents|commands|skills|hooks|plugins|output-styles|memory|rules|projects|settings[^/]{0,40}|todos|statsig|shell-snapshots|ide)$/;

/**
 * A subfolder of `.claude` that no runtime loads (a plugin's `~/.claude/vaults/`), named before any glob:
 * its path, or undefined. A glob before the folder name, or a loaded folder, is not one.
 */
function ownDataFolder(spec: string): string | undefined {
  const m = /^(.{0,200}?(?:^|\/)\.claude\/)([\w.-]{1,100})\//.exec(spec);
  if (!m || /[*?[{]/.test(m[1]!) || LOADED_CLAUDE_FOLDER.test(m[2]!)) return undefined;
  return `${m[1]}${m[2]}/`;
}

/**
 * One named text file directly in a `.claude` folder that no runtime loads (a plugin's own
 * `~/.claude/<plugin>.local.md` settings, which its scripts read as data): not settings, memory, hooks or a
 * start-up file. A glob, a script or a path the write-target classes know (CLAUDE.md, settings.json …) is
 * not one.
 */
function isPlainDataFile(spec: string): boolean {
  if (/[*?[{]/.test(spec) || writeClassOf(spec) || secretOf(spec)) return false;
  return /(?:^|\/)\.claude\/[\w][\w.-]{0,100}\.(?:md|txt|log|csv)$/.test(spec);
}

/**
 * Package managers whose open arguments include `exec`/`dlx` (run any package) and installs (run its
 * scripts); pip has no `exec`, but an open install takes any name, URL or `git+` spec and runs its build.
 */
const PACKAGE_MANAGERS = new Set(['npm', 'pnpm', 'yarn', 'pip', 'pip3']);

function judgePackageManager(program: string, rest: string): Judged | undefined {
  const args = rest.replace(/:\*$/, ' *').replace(/^:/, ' ').trim();
  const [sub, pkg] = args.split(/\s+/) as [string, string | undefined];
  if (program.startsWith('pip')) {
    const open = args === '' || args === '*' || (sub === 'install' && (pkg === undefined || pkg === '*'));
    return open
      ? {
          severity: 'medium',
          what: `'${program}' installs with the package left open: any name, URL or git+ spec, and its build runs code`,
        }
      : undefined;
  }
  if (args === '' || args === '*')
    return {
      severity: 'high',
      what: `'${program}' with open arguments: \`${program} exec\`/\`dlx\` runs any package from the registry`,
    };
  if (/^(?:exec|x|dlx)$/.test(sub) && (pkg === undefined || pkg === '*'))
    return {
      severity: 'high',
      what:
        sub === 'exec'
          ? `'${program} exec' with open arguments: it runs any command, with the project's package binaries on PATH`
          : `'${program} ${sub}' with the package left open: it fetches and runs any registry package`,
    };
  if (/^(?:install|i|add)$/.test(sub) && (pkg === undefined || pkg === '*'))
    return {
      severity: 'medium',
      what: `'${program} ${sub}' with the package left open: any package's install scripts run`,
    };
  return undefined; // `npm run lint`, `npm test`, `pnpm install --frozen-lockfile` are what grants are for
}

/**
 * An interpreter rule is open when its arguments are; a fixed script or package after it is narrow. Its
 * options are read up to the first operand (the script), stepping over the values of options that take one
 * (`-ExecutionPolicy Bypass`), so inline code asked for after other options (`-NoProfile -Command:*`) is
 * seen. An `exact` rule (no `*`) runs only the code written in it: not an open grant.
 */
function judgeInterpreter(program: string, rest: string, exact: boolean): Judged | undefined {
  const args = rest.replace(/^:/, ' ').trim();
  if (args === '' || args === '*' || args === ':*')
    return exact
      ? undefined
      : { severity: 'high', what: `'${program}' with open arguments: it runs any code it is given` };
  // `-m:*` and `-m mypy:*` (legacy prefix syntax): the `:*` is a wildcard word of its own.
  const words = args.replace(/:\*$/, ' *').trim().split(/\s+/).slice(0, 32);
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (!w.startsWith('-') || w === '-') break;
    if (w === '-m') {
      // `-m mypy` runs one named module; `-m` with the module left open runs any installed one.
      if (exact || /^[A-Za-z_][\w.]*$/.test(words[i + 1] ?? '')) return undefined;
      return {
        severity: 'high',
        what: `'${program} -m' with the module left open runs any installed module (pip, http.server …)`,
      };
    }
    if (inlineCodeFlag(program, w))
      return exact
        ? undefined
        : { severity: 'high', what: `'${program} ${w}' runs inline code given in the command` };
    if (valueOption(program, w)) i++;
  }
  const firstArg = words[0]!;
  if (!exact && (firstArg.startsWith('*') || firstArg.startsWith('-')))
    return {
      severity: 'medium',
      what: `'${program}' followed by a wildcard or flags: other arguments (such as -e code) can be slipped in before the intended script`,
    };
  if (/^\/tmp\//.test(firstArg))
    return { severity: 'medium', what: `'${program}' running from /tmp, which any local user can write` };
  return undefined;
}

const POWERSHELLS = new Set(['powershell', 'pwsh']);

/**
 * An option that makes the interpreter run code written in the command: `-c`, `-e`, `--eval`, a bundle
 * ending in one (`-lc`), and PowerShell's `-Command`/`-EncodedCommand`, which it accepts in any case and
 * shortened to any prefix (`-Comm`, `-enc`, `-ec`).
 */
function inlineCodeFlag(program: string, flag: string): boolean {
  if (POWERSHELLS.has(program)) {
    const f = flag.slice(1).toLowerCase();
    return f !== '' && ('command'.startsWith(f) || 'encodedcommand'.startsWith(f) || f === 'ec');
  }
  return /^-(?:c|e|p|-eval|-command|Command)$/.test(flag) || /^-[a-z]*[ce]$/.test(flag);
}

/** Options that take the next word as their value, so that word is no script (`-ExecutionPolicy Bypass`). */
const VALUE_OPTIONS: Readonly<Record<string, RegExp>> = {
  powershell:
    /^-(?:executionpolicy|ep|ex|windowstyle|w|outputformat|of|o|inputformat|inp|if|configurationname|config|workingdirectory|wd|wo|version|v|settingsfile|settings|psconsolefile|custompipename)$/i,
  python: /^-[WX]$/,
  node: /^(?:-r|--require|--import|--loader|--experimental-loader)$/,
};

function valueOption(program: string, flag: string): boolean {
  const family = POWERSHELLS.has(program) ? 'powershell' : /^python[23]?$/.test(program) ? 'python' : program;
  return VALUE_OPTIONS[family]?.test(flag) ?? false;
}

/**
 * The one command a Bash rule without a wildcard approves (`Bash(node -e "…")` approves that line and no
 * other), with the backslashes Claude Code writes before parentheses in a rule removed; undefined for any
 * rule with a `*` in it and for other tools.
 */
export function exactCommandOf(rule: string): string | undefined {
  const m = /^(?:Bash|shell)\(([\s\S]*)\)$/.exec(rule.trim());
  const spec = m?.[1]?.trim();
  if (!spec || spec.includes('*')) return undefined;
  return spec.replace(/\\([()])/g, '$1');
}

/**
 * The host an `ssh` grant is pinned to: its first operand (after options and their values) when it
 * starts with a literal name (`stg-*`, `deploy@bastion.internal`), not a wildcard.
 */
function sshHostPattern(spec: string): string | undefined {
  const words = spec.replace(/:\*$/, ' *').trim().split(/\s+/).slice(1, 24);
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w.startsWith('-')) {
      // Options that take a value (`-F file`, `-i key`, `-p port`, `-J jump`, `-o opt`).
      if (/^-[FiIpJoOlLRDWbcEmQS]$/.test(w)) i++;
      continue;
    }
    // The host after any `user@`: a wildcard there (`deploy@*`) pins nothing.
    return /^[\w.-]{2,}/.test(w.replace(/^[^@\s]{1,64}@/, '')) ? w : undefined;
  }
  return undefined;
}
