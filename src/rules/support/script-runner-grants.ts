import type { TextFile } from '../../model/files.js';
import type { RuleContext } from '../types.js';
import type { Judged } from './command-runners.js';

/**
 * `Bash(npm run:*)` reads as "the project's own scripts", but a script that ends in a command runner
 * (`"with-env": "dotenv -e .env.local --"`, `"x": "cross-env NODE_ENV=dev"`, `"sh": "bash -c"`) runs
 * whatever `npm run with-env -- <command>` appends: an open shell under the project's name (with the
 * secrets file loaded, for dotenv). The grant is judged by the scripts of the package.json it runs: the
 * project's, beside the `.claude/` folder of the settings or at the root. Read as text, never run.
 */

const RUN_RULE =
  /^(?:Bash\()?(npm|pnpm|yarn|bun)\s+(?:run|run-script)(?:\s+([\w:.@/-]{1,100}))?(?::\*|\s+\*)\)?$/;

/** Words that, last on a command line, hand what follows to a shell or interpreter (`dotenv -e .env --`). */
const OPEN_LAST = new Set(['--', '-c', '-e', '--eval', '--exec', 'exec', 'eval', 'xargs']);
/** Programs that run the command given as their remaining arguments, after options and assignments. */
const WRAPPERS = new Set(['env', 'cross-env', 'dotenv', 'dotenvx', 'with-env']);
/** Programs that run the script or code given as their first operand. */
const INTERPRETERS = new Set(['bash', 'sh', 'zsh', 'node', 'python', 'python3', 'npx', 'bunx', 'tsx']);

/** Whether a script's command runs whatever `npm run NAME -- …` appends to it. */
function runsWhatFollows(cmd: string): boolean {
  // The last command of `a && b`: what the appended words join.
  const last = cmd.split(/&&|\|\||;/).pop() ?? '';
  const words = last
    .trim()
    .split(/\s+/)
    .filter((w) => w !== '')
    .slice(0, 40);
  if (words.length === 0) return false;
  if (OPEN_LAST.has(words[words.length - 1]!)) return true;
  let i = 0;
  while (i < words.length && /^[A-Za-z_]\w{0,60}=/.test(words[i]!)) i++;
  const head = words[i];
  if (!head || (!WRAPPERS.has(head) && !INTERPRETERS.has(head))) return false;
  for (let k = i + 1; k < words.length; k++) {
    const w = words[k]!;
    // After `--` the command is written out (`dotenv -e .env -- vite`): fixed, whatever is appended.
    if (w === '--') return k === words.length - 1;
    if (w.startsWith('-') || /^[A-Za-z_]\w{0,60}=/.test(w)) continue;
    // A wrapper's option value (`dotenv -e .env.local`); an interpreter's operand is the fixed script it runs.
    if (WRAPPERS.has(head) && words[k - 1]!.startsWith('-') && !words[k - 1]!.includes('=')) continue;
    return false;
  }
  return true;
}

/** Where the package.json of a grant lives: beside the `.claude/` folder that holds it, else the root. */
function packageOf(from: string): string {
  const at = from.lastIndexOf('.claude/');
  return at > 0 ? `${from.slice(0, at)}package.json` : 'package.json';
}

/** The scripts of a package.json, as name → command, or undefined when there is none to read. */
function scriptsOf(file: TextFile | undefined): Map<string, string> | undefined {
  if (!file) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(file.text);
  } catch {
    return undefined;
  }
  const scripts = (data as { scripts?: unknown } | null)?.scripts;
  if (!scripts || typeof scripts !== 'object') return undefined;
  const out = new Map<string, string>();
  for (const [name, cmd] of Object.entries(scripts).slice(0, 500))
    if (typeof cmd === 'string') out.set(name, cmd.slice(0, 2000));
  return out;
}

/**
 * The grant an open `run` rule makes when a script it covers runs whatever follows it, or undefined (a
 * project whose scripts are fixed commands: `npm run lint`, `npm run build` are what such grants are for).
 */
export async function openScriptRunner(
  ctx: RuleContext,
  rule: string,
  from: string,
): Promise<Judged | undefined> {
  const m = RUN_RULE.exec(rule.trim());
  if (!m) return undefined;
  const [, manager, only] = m;
  const pkg = packageOf(from);
  const file = await ctx.model.files.text(pkg);
  const scripts = scriptsOf(file);
  if (!file || !scripts) return undefined;
  for (const [name, cmd] of scripts) {
    if (only !== undefined && name !== only) continue;
    if (!runsWhatFollows(cmd)) continue;
    const at = file.text.indexOf(JSON.stringify(name));
    return {
      severity: 'high',
      ...(at >= 0
        ? {
            related: [
              { path: pkg, region: file.lines.region(at, at + name.length + 2), message: 'the script' },
            ],
          }
        : {}),
      what: `'${manager} run' covers ${pkg}'s "${name}" script (\`${cmd.slice(0, 80)}\`), which runs whatever command follows \`${manager} run ${name} --\`: an unrestricted shell under the project's name`,
    };
  }
  return undefined;
}
