import type { Document, Node } from 'yaml';
import { joinPath, resolveRelative } from '../analysis/repo-paths.js';
import { yamlLib } from '../analysis/yaml-lib.js';
import { OPENAI_YAML } from '../discovery/runtimes/codex.js';
import type { Region, Severity } from '../findings.js';
import { regionAtPath } from '../model/positions.js';
import { evidenceText } from './support/evidence.js';
import { defineRule } from './types.js';

/**
 * A skill's Codex interface file `agents/openai.yaml` (docs/skills.md §3): Codex ignores an invalid entry with a
 * warning and loads the rest, so a wrong icon path, colour or policy value silently does nothing — and a
 * quoted `allow_implicit_invocation: "false"` leaves the skill injected into every prompt.
 */

const INTERFACE_KEYS = [
  'display_name',
  'short_description',
  'icon_small',
  'icon_large',
  'brand_color',
  'default_prompt',
];
const TOP_KEYS = ['interface', 'dependencies', 'policy'];
const TOOL_KEYS = ['type', 'value', 'description', 'transport', 'command', 'url'];
const TOOL_TYPES = ['mcp', 'env_var', 'cli'];
const TRANSPORTS = ['stdio', 'streamable_http'];
const MAX_CHARS = 256 * 1024;
const MAX_TOOLS = 200;
const LIMITS: Record<string, number> = { display_name: 64, short_description: 1024, default_prompt: 1024 };

type Path = ReadonlyArray<string | number>;

export default defineRule('codex-openai-yaml', async (ctx) => {
  const seen = new Set<string>();
  for (const doc of ctx.model.skills) {
    if (doc.kind !== 'skill') continue;
    const path = joinPath(doc.dir, OPENAI_YAML);
    if (seen.has(path) || !ctx.model.files.isFile(path)) continue;
    seen.add(path);
    const file = await ctx.model.files.text(path);
    if (!file || file.text.length > MAX_CHARS) continue;
    const { lines } = file;
    const yaml = yamlLib();
    const ydoc = yaml.parseDocument(file.text, { uniqueKeys: true, prettyErrors: false });
    const toRegion = (n: Node | null | undefined): Region | undefined =>
      n?.range ? lines.region(n.range[0], n.range[1]) : undefined;
    const start: Region = { startLine: 1, startColumn: 1, endLine: 1, endColumn: 2 };
    const at = (p: Path) => regionAtPath(ydoc.contents, p, toRegion) ?? start;
    const report: Rep = (problem, message, region, severity) =>
      ctx.report({
        message,
        location: { path, region },
        entry: doc.path,
        fingerprintKey: `${problem}|${evidenceText(lines, region)}`,
        ...(severity ? { severity } : {}),
      });
    if (ydoc.errors.length > 0) {
      const e = ydoc.errors[0]!;
      report(
        'agents-openai.yaml-does-not-parse',
        `agents/openai.yaml does not parse (${e.message.split('\n')[0]}): Codex ignores the whole file with a warning, so the skill gets no display name, icon or policy`,
        lines.region(e.pos[0], e.pos[1]),
        'high',
      );
      continue;
    }
    let data: unknown;
    try {
      data = ydoc.toJS({ maxAliasCount: 50 });
    } catch {
      report(
        'agents-openai.yaml-expands-too-many',
        'agents/openai.yaml expands too many aliases; Codex may refuse it',
        start,
        'medium',
      );
      continue;
    }
    if (data === null || data === undefined) continue;
    if (!yaml.isMap(ydoc.contents) || typeof data !== 'object' || Array.isArray(data)) {
      report(
        'agents-openai.yaml-must-be-a',
        'agents/openai.yaml must be a mapping (interface, dependencies, policy); Codex ignores it',
        at([]),
        'high',
      );
      continue;
    }
    const top = data as Record<string, unknown>;
    for (const k of Object.keys(top).sort()) {
      if (!TOP_KEYS.includes(k))
        report(
          'unknown-top-level-key',
          `unknown top-level key '${k}' in agents/openai.yaml: Codex ignores it`,
          keyAt(ydoc, [k], toRegion) ?? start,
          'low',
        );
    }
    checkInterface(top.interface, at, report, (rel) => ctx.model.files.isFile(rel), doc.dir, ydoc, toRegion);
    checkDependencies(top.dependencies, at, report);
    checkPolicy(top.policy, at, report);
  }
});

function keyAt(ydoc: Document, path: Path, toRegion: (n: Node | null | undefined) => Region | undefined) {
  const parent = path.length === 1 ? ydoc.contents : ydoc.getIn(path.slice(0, -1), true);
  if (!yamlLib().isMap(parent)) return undefined;
  for (const item of parent.items) {
    if (yamlLib().isScalar(item.key) && String(item.key.value) === String(path[path.length - 1]))
      return toRegion(item.key as Node);
  }
  return undefined;
}

/** Reports one problem: a stable id for it (the fingerprint's), the message, where, how bad. */
type Rep = (problem: string, message: string, region: Region, severity?: Severity) => void;

function isObj(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

function checkInterface(
  v: unknown,
  at: (p: Path) => Region,
  report: Rep,
  exists: (p: string) => boolean,
  dir: string,
  ydoc: Document,
  toRegion: (n: Node | null | undefined) => Region | undefined,
) {
  if (v === undefined) return;
  if (!isObj(v)) {
    report(
      'interface-must-be-a-mapping',
      'interface must be a mapping; Codex ignores it with a warning',
      at(['interface']),
      'medium',
    );
    return;
  }
  for (const [k, val] of Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1))) {
    const here = at(['interface', k]);
    if (!INTERFACE_KEYS.includes(k)) {
      report(
        'unknown-interface-field',
        `unknown interface field '${k}': Codex ignores it`,
        keyAt(ydoc, ['interface', k], toRegion) ?? here,
        'low',
      );
      continue;
    }
    if (typeof val !== 'string') {
      report(
        'interface',
        `interface.${k} must be a string; Codex ignores the entry with a warning`,
        here,
        'medium',
      );
      continue;
    }
    const limit = LIMITS[k];
    if (limit !== undefined && [...val].length > limit) {
      report(
        'interface-2',
        `interface.${k} is ${[...val].length} characters, over Codex's ${limit}-character limit: Codex ignores it with a warning`,
        here,
        'medium',
      );
    }
    if (k === 'brand_color' && !/^#[0-9A-Fa-f]{6}$/.test(val)) {
      report(
        'interface.brand-color',
        `interface.brand_color '${val}' is not a #RRGGBB colour: Codex ignores it with a warning`,
        here,
        'low',
      );
    }
    if (k === 'icon_small' || k === 'icon_large') {
      const rel = val.replace(/^\.\//, '');
      if (
        val.startsWith('/') ||
        /^[A-Za-z]:[\\/]/.test(val) ||
        val.split(/[\\/]/).includes('..') ||
        !rel.startsWith('assets/')
      ) {
        report(
          'interface-3',
          `interface.${k} '${val}' must be a relative path under assets/ without '..': Codex ignores it with a warning`,
          here,
          'medium',
        );
      } else {
        const target = resolveRelative(dir, rel);
        if (target !== undefined && !exists(target)) {
          report(
            'interface-4',
            `interface.${k} points at '${rel}', which does not exist in the skill: the skill shows no icon`,
            here,
            'low',
          );
        }
      }
    }
  }
}

function checkDependencies(v: unknown, at: (p: Path) => Region, report: Rep) {
  if (v === undefined) return;
  if (!isObj(v)) {
    report(
      'dependencies-must-be-a-mapping',
      'dependencies must be a mapping with a tools list; Codex ignores it with a warning',
      at(['dependencies']),
      'medium',
    );
    return;
  }
  const tools = v.tools;
  if (tools === undefined) return;
  if (!Array.isArray(tools)) {
    report(
      'dependencies.tools-must-be-a-list',
      'dependencies.tools must be a list; Codex ignores it with a warning',
      at(['dependencies', 'tools']),
      'medium',
    );
    return;
  }
  tools.slice(0, MAX_TOOLS).forEach((t, i) => {
    const base = ['dependencies', 'tools', i];
    if (!isObj(t)) {
      report(
        'dependencies.tools-entry-must-be-a',
        'dependencies.tools entry must be a mapping (type, value, …); Codex skips it with a warning',
        at(base),
        'medium',
      );
      return;
    }
    for (const k of Object.keys(t).sort()) {
      if (!TOOL_KEYS.includes(k))
        report(
          'unknown-field',
          `unknown field '${k}' in a dependencies.tools entry: Codex ignores it`,
          at([...base, k]),
          'low',
        );
    }
    if (typeof t.type !== 'string' || typeof t.value !== 'string' || t.value.trim() === '') {
      report(
        'dependencies.tools-entry-needs-a-string',
        'dependencies.tools entry needs a string type and a non-empty value; Codex skips it with a warning',
        at(base),
        'medium',
      );
    } else if (!TOOL_TYPES.includes(t.type)) {
      report(
        'dependencies.tools-type',
        `dependencies.tools type '${t.type}' is not one of ${TOOL_TYPES.join(', ')}; Codex may skip it`,
        at([...base, 'type']),
        'low',
      );
    }
    if (t.transport !== undefined && !(typeof t.transport === 'string' && TRANSPORTS.includes(t.transport))) {
      report(
        'transport-must-be-one-of',
        `transport must be one of ${TRANSPORTS.join(', ')}; Codex skips the entry with a warning`,
        at([...base, 'transport']),
        'medium',
      );
    }
  });
}

function checkPolicy(v: unknown, at: (p: Path) => Region, report: Rep) {
  if (v === undefined) return;
  if (!isObj(v)) {
    report(
      'policy-must-be-a-mapping',
      'policy must be a mapping; Codex ignores it with a warning',
      at(['policy']),
      'medium',
    );
    return;
  }
  const aii = v.allow_implicit_invocation;
  if (aii === undefined || typeof aii === 'boolean') return;
  const meansFalse = typeof aii === 'string' && /^(false|no|off|0)$/i.test(aii.trim());
  report(
    'policy.allow-implicit-invocation-is',
    `policy.allow_implicit_invocation is ${typeof aii === 'string' ? `the string '${aii}'` : `a ${typeof aii}`}, not a boolean: Codex ignores it with a warning and keeps the default (true)${meansFalse ? ', so the skill stays in the model context and can fire implicitly — the opposite of what is written' : ''}`,
    at(['policy', 'allow_implicit_invocation']),
    meansFalse ? 'high' : 'medium',
  );
}
