import type { BehaviourOf } from '../../analysis/facts.js';
import type { RuleContext } from '../types.js';
import type { Located } from './behaviour.js';

/**
 * The direct references a pip install reads from the files it is given (rules/supply-chain-redirect.md,
 * "Installs from git or a URL"): `pip install -r requirements.txt` installs each line of the file, and
 * `pip install .` / `-e .` the `[project] dependencies` of the folder's pyproject.toml, so a line
 * `dataprep-kit @ https://host/dataprep_kit-latest-py3-none-any.whl` or `git+https://…@main` there is an
 * install from that address, run by the command. The file is looked up where the command most likely runs:
 * the folder of the file that holds the command, then each folder above it.
 */

export interface RequirementLine {
  path: string;
  line: number;
  spec: string;
  source: 'git' | 'url';
}

/** A requirements line that is a direct reference: `name[extra] @ URL`, `git+URL`, or a bare archive URL. */
const REQUIREMENT_REF =
  /^[ \t]*((?:[\w.-]{1,100}(?:\[[\w,. -]{1,100}\])?[ \t]*@[ \t]*)?(?:git\+)?https?:\/\/[^\s;#'"]{1,2000}(?:#[^\s;'"]{1,300})?)/;
/** A quoted direct reference in pyproject.toml (`"name @ URL"` in a dependencies array). */
const PYPROJECT_REF =
  /["']([\w.-]{1,100}(?:\[[\w,. -]{1,100}\])?[ \t]*@[ \t]*(?:git\+)?https?:\/\/[^\s'"]{1,2000})["']/g;

function folderOf(path: string): string {
  const at = path.lastIndexOf('/');
  return at < 0 ? '' : path.slice(0, at);
}

/** `name` looked up from the command's folder upwards: the first file that exists. */
function lookUp(ctx: RuleContext, from: string, name: string): string | undefined {
  if (name.startsWith('/') || name.includes('$') || name.includes('..')) return undefined;
  const rel = name.replace(/^\.\//, '');
  let dir = folderOf(from);
  for (let n = 0; n < 12; n++) {
    const candidate = dir === '' ? rel : `${dir}/${rel}`;
    if (ctx.model.files.isFile(candidate)) return candidate;
    if (dir === '') return undefined;
    dir = folderOf(dir);
  }
  return undefined;
}

function sourceOf(spec: string): 'git' | 'url' {
  return /(?:^|@[ \t]*)git\+/i.test(spec) ? 'git' : 'url';
}

/** The direct references of the files a pip install reads (`-r FILE`, `.`, `-e .`). */
export async function requirementLines(
  ctx: RuleContext,
  loc: Located<BehaviourOf<'install'>>,
): Promise<RequirementLine[]> {
  const b = loc.b;
  if (!/^(?:pip|uv|pipx)/.test(b.manager)) return [];
  const req = /^-r[ \t]+(\S{1,300})$/.exec(b.spec)?.[1];
  const project = /^(?:-e[ \t]+)?\.\/?$/.test(b.spec);
  if (!req && !project) return [];
  const path = lookUp(ctx, loc.path, req ?? 'pyproject.toml');
  const file = path ? await ctx.model.files.text(path) : undefined;
  if (!path || !file) return [];
  const out: RequirementLine[] = [];
  for (const [i, text] of file.text.split('\n', 5_000).entries()) {
    if (out.length >= 32) break;
    if (req) {
      const m = REQUIREMENT_REF.exec(text);
      if (m) out.push({ path, line: i + 1, spec: m[1]!, source: sourceOf(m[1]!) });
      continue;
    }
    for (const m of text.slice(0, 4_000).matchAll(PYPROJECT_REF))
      out.push({ path, line: i + 1, spec: m[1]!, source: sourceOf(m[1]!) });
  }
  return out;
}
