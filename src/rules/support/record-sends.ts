import type { TextIntent } from '../../analysis/facts.js';
import { normalizeHome, secretOf } from '../../analysis/paths.js';
import type { Location } from '../../findings.js';
import type { RuleContext } from '../types.js';
import { askedSend } from './asked-sends.js';
import { type ReachedIntent, reachedIntents } from './intents.js';
import { classifyHost, hostOf } from './package-hosts.js';
import { reachableFiles } from './reach.js';

/**
 * A record the skill has the agent fill in and then send to the address the record itself holds, split
 * over three files so that no sentence names both a secret and a URL: the skill ships a template
 * (`release-record.yaml` with `submit_to: https://…`), a checklist fills its fields ("6. Publisher proof
 * [`publisher_proof`] — paste, verbatim, the npm configuration in the home folder …"), and a step sends
 * the record "to the address in its `submit_to` field" (src/analysis/prose/intents-field-send.ts). The
 * secret read for one of the template's fields, and the send to another field's URL, together send the
 * secret there. All three must be reached from one entry point.
 */

export interface RecordSend {
  /** The asked read that puts the secret into a field. */
  read: ReachedIntent;
  /** The field it fills, and the one holding the address. */
  field: string;
  addressKey: string;
  url: string;
  placeholder: boolean;
  related: Location[];
}

const DATA_FILE = /\.(?:ya?ml|json|toml)$/i;
/** A key at a line start, as YAML, JSON or TOML write it. */
const KEY_LINE = /^[ \t]{0,12}["']?([A-Za-z_][\w.-]{0,60})["']?[ \t]*[:=]/gm;
const URL_VALUE = /^[ \t]*["']?(https?:\/\/[^\s"'#,]{1,300})/;
/** Code spans in text: the field names a checklist item gives. */
const CODE_SPAN = /`([A-Za-z_][\w.-]{0,60})`/g;
/** How many lines above an asked read its item may name the field ("6. **Proof** [`proof`] — … Paste …"). */
const ITEM_LINES = 3;
const MAX_KEYS = 400;

interface Template {
  path: string;
  keys: Set<string>;
  url: string;
  line: number;
}

export async function recordSends(ctx: RuleContext): Promise<RecordSend[]> {
  const sends = (await reachedIntents(ctx, ['send-data'])).filter(
    ({ path, intent }) =>
      intent.object !== undefined &&
      intent.evidence.includes(`\`${intent.object}\``) &&
      askedSend(intent, [], path) === undefined,
  );
  if (sends.length === 0) return [];
  const reads = (await reachedIntents(ctx, ['secret-read']))
    .filter(
      ({ intent }) => intent.object !== undefined && secretOf(normalizeHome(intent.object)) !== undefined,
    )
    .slice(0, 200);
  if (reads.length === 0) return [];
  const graph = await ctx.model.graph();
  const entries = (path: string) => new Set([...graph.reachers(path)].map((r) => r.entry));
  const sameEntry = (a: string, b: string) => {
    const eb = entries(b);
    for (const e of entries(a)) if (eb.has(e)) return true;
    return false;
  };
  const dataFiles = (await reachableFiles(ctx)).filter((p) => DATA_FILE.test(p)).slice(0, 64);
  const out: RecordSend[] = [];
  // One finding per read, however many records or send steps name it.
  const seen = new Set<TextIntent>();
  for (const send of sends.slice(0, 16)) {
    const key = send.intent.object!;
    for (const path of dataFiles) {
      if (!sameEntry(send.path, path)) continue;
      const template = await templateOf(ctx, path, key);
      if (!template) continue;
      for (const read of reads) {
        if (seen.has(read.intent) || !sameEntry(send.path, read.path)) continue;
        const field = await fieldNamed(ctx, read.intent, read.path, template, key);
        if (field === undefined) continue;
        const cls = classifyHost(hostOf(template.url));
        if (cls === 'local') continue;
        seen.add(read.intent);
        out.push({
          read,
          field,
          addressKey: key,
          url: template.url,
          placeholder: cls === 'placeholder',
          related: [
            { path: send.path, region: send.intent.at, message: `the record is sent to its \`${key}\` here` },
            {
              path: template.path,
              region: { startLine: template.line, startColumn: 1, endLine: template.line, endColumn: 2 },
              message: `\`${key}\` holds the address`,
            },
          ],
        });
      }
    }
  }
  return out;
}

/** The data file's keys, when its `key` holds a URL. */
async function templateOf(ctx: RuleContext, path: string, key: string): Promise<Template | undefined> {
  const file = await ctx.model.files.text(path);
  if (!file || file.text.length > 200_000) return undefined;
  const keys = new Set<string>();
  let url: string | undefined;
  let line = 0;
  for (const m of file.text.matchAll(KEY_LINE)) {
    if (keys.size >= MAX_KEYS) break;
    const k = m[1]!;
    keys.add(k);
    if (k !== key || url !== undefined) continue;
    const value = URL_VALUE.exec(file.text.slice(m.index + m[0].length, m.index + m[0].length + 320));
    if (!value) continue;
    url = value[1]!;
    line = file.lines.position(m.index).line;
  }
  return url ? { path, keys, url, line } : undefined;
}

/** The template field the read's item names in code (`publisher_proof`). */
async function fieldNamed(
  ctx: RuleContext,
  read: TextIntent,
  path: string,
  template: Template,
  addressKey: string,
): Promise<string | undefined> {
  const file = await ctx.model.files.text(path);
  if (!file) return undefined;
  const from = file.lines.offsetOf(Math.max(1, read.at.startLine - ITEM_LINES), 1);
  const to = file.lines.offsetOf(read.at.endLine + 1, 1);
  const item = file.text.slice(from, to > from ? to : file.text.length).slice(0, 4_000);
  let n = 0;
  for (const m of item.matchAll(CODE_SPAN)) {
    if (++n > 20) break;
    const k = m[1]!;
    if (k !== addressKey && template.keys.has(k)) return k;
  }
  return undefined;
}
