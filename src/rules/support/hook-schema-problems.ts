import { isRecord } from '../../analysis/records.js';

import {
  HANDLER_TYPES,
  HOOK_EVENTS,
  type HookPath,
  type HookSource,
  type SchemaError,
} from '../../discovery/hooks.js';

/**
 * What Claude Code does about each way a hooks definition fails schemas/hooks.schema.json
 * (docs/skills.md §2.4): one message per schema error, said in the runtime's terms.
 */

export const NEVER_RUNS = 'ignored without an error — this hook will never run';

export interface Described {
  message: string;
  at: HookPath;
  onKey: boolean;
  /** The fingerprint key: the schema error and the path it is at, no line numbers. */
  key: string;
}

/** Fields a hook handler may have (docs/skills.md §2.4), for "did you mean". */
const HANDLER_FIELDS = [
  'command',
  'args',
  'async',
  'asyncRewake',
  'shell',
  'url',
  'headers',
  'allowedEnvVars',
  'server',
  'tool',
  'input',
  'prompt',
  'model',
  'if',
  'timeout',
  'statusMessage',
  'once',
];

export function kindOf(v: unknown): string {
  return Array.isArray(v)
    ? 'a list'
    : v === null
      ? 'null'
      : typeof v === 'object'
        ? 'a map'
        : `a ${typeof v}`;
}

function valueAt(root: unknown, at: HookPath): unknown {
  let n: unknown = root;
  for (const k of at) n = Array.isArray(n) ? n[k as number] : isRecord(n) ? n[String(k)] : undefined;
  return n;
}

/** The documented name a mis-cased or mis-punctuated one was meant to be (`preToolUse`, `pre_tool_use`). */
export function suggestion(name: string, known: readonly string[]): string | undefined {
  const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
  return known.find((k) => norm(k) === norm(name));
}

/** `next`: this level has nothing to say about the error; a later one may. */
type Step = Described | undefined | 'next';

function fileLevel(source: HookSource, e: SchemaError, key: string): Described | undefined {
  if (e.keyword === 'required') {
    const data = source.file?.doc.data;
    const events = isRecord(data) ? Object.keys(data).filter((k) => HOOK_EVENTS.includes(k)) : [];
    const detail = events.length
      ? `events (${events.slice(0, 3).join(', ')}) sit at the top level instead of under "hooks"`
      : 'it has no "hooks" key';
    return { message: `plugin hooks file: ${detail}; ${NEVER_RUNS}`, at: [], onKey: false, key };
  }
  if (e.keyword === 'type')
    return {
      message: `plugin hooks file must be a JSON object with a "hooks" map; ${NEVER_RUNS}`,
      at: [],
      onKey: false,
      key,
    };
  return undefined;
}

/** The hooks map itself and its events. */
function eventLevel(e: SchemaError, value: unknown, key: string): Step {
  const at = e.at;
  if (at.length === 0 && e.keyword === 'type')
    return {
      message: `hooks must be a map of event names to matcher groups, not ${kindOf(value)}: ${NEVER_RUNS}`,
      at,
      onKey: false,
      key,
    };
  if (at.length === 0 && (e.keyword === 'additionalProperty' || e.keyword === 'additionalProperties')) {
    const ev = String(e.params.additionalProperty);
    const hint = suggestion(ev, HOOK_EVENTS);
    const msg = hint
      ? `hook event '${ev}' is not recognised (event names are case-sensitive: did you mean '${hint}'?); ${NEVER_RUNS}`
      : `'${ev}' is not a hook event Claude Code knows; ${NEVER_RUNS}`;
    return { message: msg, at: [ev], onKey: true, key: `event:${ev}` };
  }
  if (at.length === 1 && e.keyword === 'type')
    return {
      message: `hook event '${at[0]}' must hold a list of matcher groups, not ${kindOf(value)}: ${NEVER_RUNS}`,
      at,
      onKey: false,
      key,
    };
  return 'next';
}

/** A matcher group: `{ matcher, hooks: [...] }`. */
function groupLevel(e: SchemaError, value: unknown, key: string): Step {
  const at = e.at;
  if (at.length === 2) {
    if (e.keyword === 'type')
      return {
        message: `a matcher group under '${at[0]}' must be a map with a "hooks" list, not ${kindOf(value)}: ${NEVER_RUNS}`,
        at,
        onKey: false,
        key,
      };
    if (e.keyword === 'required') {
      const flattened = isRecord(value) && ('type' in value || 'command' in value);
      const msg = flattened
        ? `handler written directly in the '${at[0]}' matcher group, without the "hooks" list around it: ${NEVER_RUNS}`
        : `matcher group under '${at[0]}' has no "hooks" list: ${NEVER_RUNS}`;
      return { message: msg, at, onKey: false, key };
    }
    if (e.keyword === 'additionalProperties') {
      if (isRecord(value) && !Array.isArray(value.hooks)) return undefined; // the missing list says it
      const k = String(e.params.additionalProperty);
      return {
        message: `'${k}' is not a matcher-group field (only "matcher" and "hooks"); it is ignored`,
        at: [...at, k],
        onKey: true,
        key,
      };
    }
  }
  if (at.length === 3 && at[2] === 'matcher' && e.keyword === 'type')
    return {
      message: `matcher must be a string, not ${kindOf(value)}: the group is ${NEVER_RUNS.replace('this hook', 'its hooks')}`,
      at,
      onKey: false,
      key,
    };
  if (at.length === 3 && at[2] === 'hooks' && e.keyword === 'type')
    return {
      message: `"hooks" in a '${at[0]}' matcher group must be a list of handlers, not ${kindOf(value)}: ${NEVER_RUNS}`,
      at,
      onKey: false,
      key,
    };
  return 'next';
}

/** One handler: `{ type, command | url | … }`. */
function handlerLevel(e: SchemaError, h: unknown, key: string): Step {
  const at = e.at;
  const p = e.params;
  const type = isRecord(h) && typeof h.type === 'string' ? h.type : undefined;
  const said = (message: string): Described => ({ message, at, onKey: false, key });
  if (e.keyword === 'type')
    return said(`a '${at[0]}' hook handler must be a map, not ${kindOf(h)}: ${NEVER_RUNS}`);
  if (e.keyword === 'required' && p.missingProperty === 'type')
    return said(
      `'${at[0]}' hook handler has no "type" (command, http, mcp_tool, prompt or agent): ${NEVER_RUNS}`,
    );
  if (e.keyword === 'required')
    return said(`'${type}' hook handler without its required "${String(p.missingProperty)}": ${NEVER_RUNS}`);
  if (e.keyword === 'additionalProperties') {
    const k = String(p.additionalProperty);
    const hint = suggestion(k, HANDLER_FIELDS);
    const extra = hint && hint !== k ? ` (did you mean '${hint}'?)` : '';
    return {
      message: `'${k}' is not a field of a '${type}' hook handler${extra}; the runtime ignores it`,
      at: [...at, k],
      onKey: true,
      key,
    };
  }
  return 'next';
}

/** A field inside a handler. */
function fieldLevel(e: SchemaError, value: unknown, key: string): Described {
  const at = e.at;
  if (at.length === 5 && at[4] === 'type' && e.keyword === 'enum') {
    const hint = suggestion(String(value), HANDLER_TYPES);
    const extra = hint ? ` (did you mean '${hint}'?)` : ` (expected ${HANDLER_TYPES.join(', ')})`;
    return {
      message: `hook handler type '${String(value)}' is unknown${extra}: ${NEVER_RUNS}`,
      at,
      onKey: false,
      key,
    };
  }
  const field = at.slice(4).join('.');
  return {
    message: `hook handler field '${field}' ${e.message}: the definition fails the hooks schema and is ${NEVER_RUNS}`,
    at,
    onKey: false,
    key,
  };
}

/** Turns one schema error into what the runtime does about it; undefined when another error says it. */
export function describeSchemaError(
  source: HookSource,
  e: SchemaError,
  hooks: unknown,
): Described | undefined {
  const at = e.at;
  const key = `${e.keyword}:${at.join('/')}:${JSON.stringify(e.params)}`;
  if (e.fileLevel) return fileLevel(source, e, key);
  const value = valueAt(hooks, at);
  const steps: Array<() => Step> = [
    () => (at.length <= 1 ? eventLevel(e, value, key) : 'next'),
    () => (at.length === 2 || at.length === 3 ? groupLevel(e, value, key) : 'next'),
    () => (at.length === 4 && at[2] === 'hooks' ? handlerLevel(e, value, key) : 'next'),
    () => (at.length >= 5 && at[2] === 'hooks' ? fieldLevel(e, value, key) : 'next'),
  ];
  for (const step of steps) {
    const r = step();
    if (r !== 'next') return r;
  }
  return {
    message: `hooks ${at.length ? `at ${at.join('.')} ` : ''}${e.message}: ${NEVER_RUNS}`,
    at,
    onKey: false,
    key,
  };
}
