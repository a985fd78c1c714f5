import type { Value } from './facts.js';
import { isRecord } from './records.js';
import { concat, literal, secretEnv } from './values.js';
import { ALL_SECRETS } from './workflow-secrets.js';

/**
 * GitHub Actions expressions (`${{ … }}`) in a workflow step's `env` and `run:` text. The runner fills them
 * in before the step's shell starts, so a secret an expression names is in the script's environment or
 * in its very text. The secrets context (`secrets.NAME`, `toJSON(secrets)`) and the job's token
 * (`github.token`, `secrets.GITHUB_TOKEN`, and `toJSON(github)`, whose `token` field holds it) become values
 * with the taint the shell analyser gives a secret-named environment variable; `from` keeps the expression
 * as written, so rules can tell a CI secret from the user's environment (docs.github.com/actions/reference
 * /contexts-reference#secrets-context). Other expressions stay opaque, as before.
 */

/** Opaque text for an expression that names no secret (an unset variable to the shell analyser). */
const OPAQUE = '${__workflow_expression}';
const MAX_EXPRESSION = 2_000;
const MAX_EXPRESSIONS = 500;
const MAX_ENV = 200;

const secretValue = (name: string, from: string): Value => secretEnv(name, from);

/** Functions whose result is a boolean or a hash, never their arguments' text. */
const OPAQUE_CALL =
  /^(?:!|(?:contains|startsWith|endsWith|success|failure|always|cancelled|hashFiles)\s{0,8}\()/i;
const TOJSON_SECRETS = /\btojson\s{0,8}\(\s{0,8}secrets\s{0,8}\)/i;
const TOJSON_GITHUB = /\btojson\s{0,8}\(\s{0,8}github\s{0,8}\)/i;
const GITHUB_TOKEN = /\bgithub\s{0,8}(?:\.\s{0,8}token\b|\[\s{0,8}['"]token['"]\s{0,8}\])/i;
/** `inputs.NAME` (`github.event.inputs.NAME` too) whose name says it holds a credential. */
const SECRET_INPUT =
  /\binputs\s{0,8}\.\s{0,8}((?:[A-Za-z_][\w-]{0,60}[-_])?(?:token|secret|password|passwd|api[-_]?key|credentials?|pat))(?![\w-])/gi;
/** `secrets.NAME`, `secrets['NAME']`, or `secrets[…]` of a name computed at run time. */
const SECRET_REF =
  /\bsecrets\s{0,8}(?:\.\s{0,8}([A-Za-z_][\w-]{0,99})|\[\s{0,8}(?:'([^'\]]{1,100})'|"([^"\]]{1,100})")\s{0,8}\]|(\[))/gi;

/**
 * The value an expression gives the script when it names a secret (every secret it names, the whole
 * secrets context first); undefined when it names none or yields a boolean or a hash of them.
 */
export function expressionSecret(expression: string): Value | undefined {
  const e = expression.trim().slice(0, MAX_EXPRESSION);
  // `a == b` or `a != b` with no `&&`/`||` around it is a boolean, whatever it compares.
  if (OPAQUE_CALL.test(e) || (/[=!]=/.test(e) && !/&&|\|\|/.test(e))) return undefined;
  const parts: Value[] = [];
  if (TOJSON_SECRETS.test(e))
    parts.push({
      text: `\${${ALL_SECRETS}}`,
      literal: false,
      taints: ['env', 'secret'],
      secret: 'env-all',
      vars: [ALL_SECRETS],
      from: '${{ toJSON(secrets) }}',
    });
  if (TOJSON_GITHUB.test(e))
    parts.push({ ...secretValue('GITHUB_TOKEN', '${{ toJSON(github) }}'), text: '${github}' });
  if (GITHUB_TOKEN.test(e)) parts.push(secretValue('GITHUB_TOKEN', '${{ github.token }}'));
  // A composite action's or reusable workflow's input named for a credential (`inputs.token`,
  // `inputs.api-key`): the caller passes a secret in (`token: ${{ github.token }}`), by convention and by
  // name, so the step's script holds it.
  for (const m of e.matchAll(SECRET_INPUT)) {
    parts.push(secretValue(m[1]!.toUpperCase().replace(/-/g, '_'), `\${{ inputs.${m[1]} }}`));
    if (parts.length > 16) break;
  }
  let n = 0;
  for (const m of e.matchAll(SECRET_REF)) {
    if (++n > 16) break;
    const named = m[1] ?? m[2] ?? m[3];
    // A name computed at run time (`secrets[matrix.key]`) is one secret whose name says nothing.
    const name = named ? named.toUpperCase().replace(/-/g, '_') : 'SECRET';
    parts.push(secretValue(name, named ? `\${{ secrets.${name} }}` : '${{ secrets[…] }}'));
  }
  return parts.length > 0 ? concat(parts) : undefined;
}

interface Expression {
  start: number;
  end: number;
  inner: string;
}

/** Each `${{ … }}` of a text, in order (bounded: a run of openers with no closer costs one window each). */
function expressionsOf(text: string): Expression[] {
  const out: Expression[] = [];
  let at = text.indexOf('${{');
  while (at >= 0 && out.length < MAX_EXPRESSIONS) {
    const close = text.slice(at + 3, at + 3 + MAX_EXPRESSION + 2).indexOf('}}');
    if (close < 0) break;
    const end = at + 3 + close + 2;
    out.push({ start: at, end, inner: text.slice(at + 3, end - 2) });
    at = text.indexOf('${{', end);
  }
  return out;
}

/** A variable of the step's environment that an `env` value names (`${{ env.BASE }}`). */
const ENV_REF = /^\s{0,8}env\s{0,8}\.\s{0,8}([A-Za-z_]\w{0,127})\s{0,8}$/;

/**
 * A step's environment, from the workflow's `env`, the job's and the step's (later levels win): plain
 * values as text, values that carry a secret (`${{ secrets.X }}`, `Bearer ${{ github.token }}`,
 * `${{ env.TOKEN }}` of a secret one) as values. Any other expression leaves the variable unset (unknown).
 */
export function workflowEnv(levels: readonly unknown[]): {
  vars: Record<string, string>;
  values: Record<string, Value>;
} {
  const vars: Record<string, string> = {};
  const values: Record<string, Value> = {};
  for (const env of levels) {
    if (!isRecord(env)) continue;
    for (const [k, v] of Object.entries(env).slice(0, MAX_ENV)) {
      if (!/^[A-Za-z_]\w{0,127}$/.test(k)) continue;
      delete vars[k];
      delete values[k];
      if (typeof v === 'number' || typeof v === 'boolean') vars[k] = String(v);
      if (typeof v !== 'string') continue;
      if (!v.includes('${{')) vars[k] = v;
      else {
        const value = envValue(v, values);
        if (value) values[k] = value;
      }
    }
  }
  return { vars, values };
}

/** An `env` value with expressions in it, when one of them names a secret. */
function envValue(text: string, known: Readonly<Record<string, Value>>): Value | undefined {
  const parts: Value[] = [];
  let secret = false;
  let at = 0;
  for (const x of expressionsOf(text)) {
    if (x.start > at) parts.push(literal(text.slice(at, x.start)));
    const ref = ENV_REF.exec(x.inner)?.[1];
    const v = expressionSecret(x.inner) ?? (ref !== undefined ? known[ref] : undefined);
    secret ||= v !== undefined;
    parts.push(v ?? { text: OPAQUE, literal: false, taints: ['unknown'], vars: ['__workflow_expression'] });
    at = x.end;
  }
  if (!secret) return undefined;
  if (at < text.length) parts.push(literal(text.slice(at)));
  return concat(parts);
}

/**
 * A `run:` script as the shell sees it once the runner filled in its expressions: one that names a secret
 * becomes a variable bound to that secret (`${secrets_DEPLOY_KEY}`; inside single quotes the quotes are
 * closed around it, since the runner's text lands there whatever the quoting), `${{ env.X }}` the variable
 * X, any other an opaque unset variable.
 */
export function workflowScript(run: string): { code: string; values: Record<string, Value> } {
  const values: Record<string, Value> = {};
  const found = expressionsOf(run);
  if (found.length === 0) return { code: run, values };
  const quoted = singleQuoted(
    run,
    found.map((x) => x.start),
  );
  let code = '';
  let at = 0;
  found.forEach((x, i) => {
    code += run.slice(at, x.start);
    at = x.end;
    const secret = expressionSecret(x.inner);
    const ref = ENV_REF.exec(x.inner)?.[1];
    if (!secret && ref === undefined) {
      code += OPAQUE;
      return;
    }
    const name = ref ?? variableFor(x.inner, Object.keys(values).length);
    if (secret) values[name] = secret;
    code += quoted[i] ? `'"\${${name}}"'` : `\${${name}}`;
  });
  return { code: code + run.slice(at), values };
}

/** A readable variable name for a secret expression: `secrets_DEPLOY_KEY`, `github_token`, `secrets_json`. */
function variableFor(inner: string, n: number): string {
  const e = inner.trim();
  const named = /^secrets\s{0,8}\.\s{0,8}([A-Za-z_][\w]{0,99})$/i.exec(e);
  if (named) return `secrets_${named[1]!.toUpperCase()}`;
  if (GITHUB_TOKEN.test(e) && /^github\b[^(]{0,40}$/i.test(e)) return 'github_token';
  if (/^tojson\s{0,8}\(\s{0,8}secrets\s{0,8}\)$/i.test(e)) return 'secrets_json';
  if (/^tojson\s{0,8}\(\s{0,8}github\s{0,8}\)$/i.test(e)) return 'github_json';
  return `workflow_secret_${n + 1}`;
}

/**
 * For each offset (ascending), whether it sits inside single quotes of a shell script: one pass over the
 * text that knows backslash escapes, double quotes, comments and here-document bodies (whose apostrophes
 * quote nothing).
 */
export function singleQuoted(code: string, offsets: readonly number[]): boolean[] {
  const out: boolean[] = [];
  let state: 'plain' | 'single' | 'double' = 'plain';
  let k = 0;
  let i = 0;
  const pending: Array<{ delim: string; strip: boolean }> = [];
  while (k < offsets.length) {
    if (i >= code.length || i >= offsets[k]!) {
      // Offsets inside a skipped region (a comment, a here-document) are not single-quoted.
      out.push(state === 'single' && i <= offsets[k]!);
      k++;
      continue;
    }
    const c = code[i]!;
    if (state === 'single') {
      if (c === "'") state = 'plain';
      i++;
    } else if (c === '\\') i += 2;
    else if (state === 'double') {
      if (c === '"') state = 'plain';
      i++;
    } else if (c === "'") {
      state = 'single';
      i++;
    } else if (c === '"') {
      state = 'double';
      i++;
    } else if (c === '#' && (i === 0 || /[\s;&|(]/.test(code[i - 1]!))) {
      const nl = code.indexOf('\n', i);
      i = nl < 0 ? code.length : nl;
    } else if (c === '<' && code[i + 1] === '<' && code[i + 2] !== '<') {
      const h = /^<<(-?)[ \t]{0,8}(['"]?)([A-Za-z_][\w-]{0,63})\2/.exec(code.slice(i, i + 80));
      if (h) pending.push({ delim: h[3]!, strip: h[1] === '-' });
      i += h ? h[0].length : 2;
    } else if (c === '\n' && pending.length > 0) {
      i = afterHereDocs(code, i + 1, pending.splice(0));
    } else i++;
  }
  return out;
}

/** The offset after the bodies of the here-documents a line opened (each ends at a line that is its delimiter). */
function afterHereDocs(
  code: string,
  from: number,
  docs: ReadonlyArray<{ delim: string; strip: boolean }>,
): number {
  let at = from;
  for (const d of docs) {
    while (at < code.length) {
      const nl = code.indexOf('\n', at);
      const end = nl < 0 ? code.length : nl;
      const line = code.slice(at, end);
      at = end + 1;
      if ((d.strip ? line.replace(/^\t{1,200}/, '') : line) === d.delim) break;
    }
  }
  return Math.min(at, code.length);
}
