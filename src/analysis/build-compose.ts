import type * as Yaml from 'yaml';
import { argvLine, configUnit, MAX_UNITS } from './build-json.js';
import type { UnitSpec } from './code/collector.js';
import type { LineMap } from './lines.js';
import { isRecord } from './records.js';
import { withoutTrailingSlashes } from './repo-paths.js';
import { yamlLib } from './yaml-lib.js';

/**
 * A Compose file (compose.yaml, docker-compose.yml): what `docker compose up`/`run` runs in each service's
 * container. The command is the service's `entrypoint` followed by its `command` (each a string Compose
 * splits into words, or a list run as is); a `sh -c SCRIPT` form is that script, through a shell.
 * Healthcheck tests run too (`CMD-SHELL` through a shell, `CMD` as argv). `$$` is Compose's escape for one
 * `$` the container's shell sees. Bind mounts put host folders at container paths: a path under a mount
 * target in the command is read as the host path it is (`- ~/.aws:/root/.aws` makes `/root/.aws` the
 * user's `~/.aws`), so a container that ships a mounted secret store out reads as the secret read it is.
 * The service's `environment` values are the script's variables.
 */

const MAX_SERVICES = 100;

/** A YAML (or JSON) document as data, with where each value sits; undefined when it does not parse. */
export function yamlData(text: string): { data: unknown; doc: Yaml.Document } | undefined {
  try {
    const doc = yamlLib().parseDocument(text, { prettyErrors: false, uniqueKeys: false, merge: true });
    if (doc.errors.length > 0) return undefined;
    return { data: doc.toJS({ maxAliasCount: 50 }) as unknown, doc };
  } catch {
    return undefined;
  }
}

/** A YAML document as data, with where each value sits; undefined when it does not parse as a mapping. */
export function yamlDoc(text: string): { data: Record<string, unknown>; doc: Yaml.Document } | undefined {
  const parsed = yamlData(text);
  return parsed && isRecord(parsed.data) ? { data: parsed.data, doc: parsed.doc } : undefined;
}

/** The region of the node at `path` (its first line when the node is a block). */
export function yamlRegion(doc: Yaml.Document, path: readonly (string | number)[], lines: LineMap) {
  const node = doc.getIn(path, true) as { range?: [number, number, number] } | undefined;
  const range = node?.range;
  if (!range) return undefined;
  return lines.region(range[0], Math.min(range[1], lines.offsetOf(lines.position(range[0]).line + 1, 1)));
}

export function composeCommands(text: string, lines: LineMap): UnitSpec[] {
  const parsed = yamlDoc(text);
  const services = parsed && isRecord(parsed.data.services) ? parsed.data.services : undefined;
  if (!parsed || !services) return [];
  const out: UnitSpec[] = [];
  for (const [name, svc] of Object.entries(services).slice(0, MAX_SERVICES)) {
    if (!isRecord(svc) || out.length >= MAX_UNITS) continue;
    const vars = environmentOf(svc.environment);
    const mounts = bindMounts(svc.volumes);
    const at = (key: string) => ({ region: yamlRegion(parsed.doc, ['services', name, key], lines) });
    const script = serviceScript(svc.entrypoint, svc.command);
    if (script) {
      const key = svc.command !== undefined ? 'command' : 'entrypoint';
      const code = hostPaths(unescapeDollars(script), mounts);
      out.push(configUnit(code, at(key), `compose service '${name.slice(0, 60)}' ${key}`, 'shell', vars));
    }
    const test = isRecord(svc.healthcheck) ? healthScript(svc.healthcheck.test) : undefined;
    if (test) {
      const code = hostPaths(unescapeDollars(test), mounts);
      out.push(
        configUnit(
          code,
          at('healthcheck'),
          `compose service '${name.slice(0, 60)}' healthcheck`,
          'shell',
          vars,
        ),
      );
    }
  }
  return out;
}

const SHELLS = /^(?:\/(?:usr\/)?bin\/)?(?:ba|da|z|k|a)?sh$/;

/** What the container runs: `sh -c SCRIPT` as its script, a list as quoted words, a string as written. */
function serviceScript(entrypoint: unknown, command: unknown): string | undefined {
  const ep = wordsOf(entrypoint);
  const cmd = wordsOf(command);
  if (ep === undefined && cmd === undefined) return undefined;
  const argv = [...(ep ?? []), ...(cmd ?? [])];
  if (argv.length >= 3 && SHELLS.test(argv[0]!) && /^-[a-z]{0,4}c[a-z]{0,4}$/.test(argv[1]!)) return argv[2];
  // A string command with no entrypoint is written like a shell line: read it as one.
  if (ep === undefined && typeof command === 'string') return command;
  return argvLine(argv);
}

/** A string split into words as Compose does (quotes group, no shell), or a list's strings. */
function wordsOf(v: unknown): string[] | undefined {
  if (Array.isArray(v)) return v.slice(0, 200).filter((w): w is string => typeof w === 'string');
  if (typeof v !== 'string' || v.trim() === '') return undefined;
  const out: string[] = [];
  for (const m of v.slice(0, 16_384).matchAll(/"([^"]{0,8000})"|'([^']{0,8000})'|[^\s"']{1,8000}/g)) {
    out.push(m[1] ?? m[2] ?? m[0]);
    if (out.length >= 200) break;
  }
  return out;
}

function healthScript(test: unknown): string | undefined {
  if (typeof test === 'string') return test.trim() === '' ? undefined : test;
  if (!Array.isArray(test) || typeof test[0] !== 'string') return undefined;
  if (test[0] === 'CMD-SHELL' && typeof test[1] === 'string') return test[1];
  if (test[0] === 'CMD') return argvLine(test.slice(1));
  return undefined;
}

function unescapeDollars(code: string): string {
  return code.replace(/\$\$/g, '$');
}

/** `environment` as a map or a `KEY=value` list; values Compose would interpolate from the host are left out. */
function environmentOf(env: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  const put = (k: string, v: unknown) => {
    if (!/^[A-Za-z_]\w{0,127}$/.test(k) || Object.keys(out).length >= 200) return;
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') {
      const s = String(v);
      if (!/\$\{?[A-Za-z_]/.test(s.replace(/\$\$/g, ''))) out[k] = unescapeDollars(s);
    }
  };
  if (isRecord(env)) for (const [k, v] of Object.entries(env).slice(0, 200)) put(k, v);
  else if (Array.isArray(env))
    for (const item of env.slice(0, 200)) {
      if (typeof item !== 'string' || !item.includes('=')) continue;
      put(item.slice(0, item.indexOf('=')), item.slice(item.indexOf('=') + 1));
    }
  return out;
}

/** Host folder written as a home path: `~/x`, `$HOME/x`, `${HOME}/x`, `/home/u/x`, `/Users/u/x`. */
const HOME_SOURCE =
  /^(?:~|\$\{?HOME\}?|\$\{?USERPROFILE\}?|\/home\/[^/]{1,64}|\/Users\/[^/]{1,64}|\/root)(?=\/|$)/;

/** Bind mounts (short `src:dst[:mode]` or long `{type: bind, source, target}`) whose source is a host path: target → host path. */
function bindMounts(volumes: unknown): Array<[string, string]> {
  if (!Array.isArray(volumes)) return [];
  const out: Array<[string, string]> = [];
  for (const v of volumes.slice(0, 100)) {
    let source: unknown;
    let target: unknown;
    if (typeof v === 'string') {
      const parts = v.split(':');
      if (parts.length >= 2) [source, target] = parts;
    } else if (isRecord(v) && (v.type === undefined || v.type === 'bind')) {
      source = v.source;
      target = v.target;
    }
    if (typeof source !== 'string' || typeof target !== 'string' || !target.startsWith('/')) continue;
    const home = HOME_SOURCE.exec(source);
    const host = home
      ? `~${source.slice(home[0].length)}`
      : /^\.{1,2}(?:\/|$)/.test(source)
        ? source
        : undefined;
    if (host !== undefined && target !== '/')
      out.push([withoutTrailingSlashes(target), withoutTrailingSlashes(host)]);
  }
  // Longest target first: `/root/.aws` before `/root`.
  return out.sort((a, b) => b[0].length - a[0].length);
}

/** The command with each mounted container path written as the host path it is. */
function hostPaths(code: string, mounts: ReadonlyArray<[string, string]>): string {
  if (mounts.length === 0) return code;
  let out = code;
  for (const [target, host] of mounts) {
    const escaped = target.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    out = out.replace(new RegExp(`(?<![\\w./~-])${escaped}(?=[/\\s"';:|&)]|$)`, 'g'), host);
  }
  return out;
}

/**
 * Where the values a Compose file or a workflow runs sit in the text (`command`, `entrypoint`, healthchecks;
 * steps' `run`): code read as code, which the data-file reading of the rest of the file leaves out.
 */
export function yamlCodeSpans(text: string, format: 'compose' | 'workflow'): Array<[number, number]> {
  const parsed = yamlDoc(text);
  if (!parsed) return [];
  const paths: Array<Array<string | number>> = [];
  const { data } = parsed;
  if (format === 'compose' && isRecord(data.services))
    for (const [name, svc] of Object.entries(data.services).slice(0, MAX_SERVICES))
      if (isRecord(svc))
        for (const key of ['command', 'entrypoint', 'healthcheck']) paths.push(['services', name, key]);
  if (format === 'workflow' && isRecord(data.jobs))
    for (const [name, job] of Object.entries(data.jobs).slice(0, 100))
      if (isRecord(job) && Array.isArray(job.steps))
        for (let i = 0; i < Math.min(job.steps.length, 200); i++)
          paths.push(['jobs', name, 'steps', i, 'run']);
  return yamlRanges(parsed.doc, paths);
}

/** The text ranges of the nodes at `paths` that exist. */
export function yamlRanges(
  doc: Yaml.Document,
  paths: ReadonlyArray<ReadonlyArray<string | number>>,
): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const p of paths) {
    const range = (doc.getIn(p, true) as { range?: [number, number, number] } | undefined)?.range;
    if (range) out.push([range[0], range[1]]);
  }
  return out;
}
