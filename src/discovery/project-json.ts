import { isRecord } from '../analysis/records.js';
import type { FileStore } from '../model/files.js';
import { JsonDoc } from '../model/positions.js';

/**
 * Every readable JSON object file of the tree at `rel` under some project folder (`.cursor/hooks.json`,
 * `.gemini/settings.json`, at the root or below), with its positions; malformed ones are left to the
 * rules that report JSON errors.
 */
export async function projectJsonFiles(
  files: FileStore,
  rel: string,
): Promise<Array<{ path: string; doc: JsonDoc; data: Record<string, unknown> }>> {
  const out: Array<{ path: string; doc: JsonDoc; data: Record<string, unknown> }> = [];
  for (const f of files.index.files) {
    if (f.path !== rel && !f.path.endsWith(`/${rel}`)) continue;
    const t = await files.text(f.path);
    const doc = t ? new JsonDoc(t.text) : undefined;
    if (doc && !doc.error && isRecord(doc.data)) out.push({ path: f.path, doc, data: doc.data });
  }
  return out;
}
