import { isRecord } from '../analysis/records.js';
import type { FileStore } from '../model/files.js';
import { JsonDoc } from '../model/positions.js';

/**
 * Every readable JSON object file of the tree at `rel` under some project folder (`.cursor/hooks.json`,
 * `.gemini/settings.json`, at the root or below), with its positions; malformed ones are left to the
 * rules that report JSON errors.
 */
/** The JSON object file at exactly `path`, with its positions, or undefined (absent, malformed, not an object). */
export async function jsonFileAt(
  files: FileStore,
  path: string,
): Promise<{ path: string; doc: JsonDoc; data: Record<string, unknown> } | undefined> {
  const t = files.isFile(path) ? await files.text(path) : undefined;
  const doc = t ? new JsonDoc(t.text) : undefined;
  return doc && !doc.error && isRecord(doc.data) ? { path, doc, data: doc.data } : undefined;
}

export async function projectJsonFiles(
  files: FileStore,
  rel: string,
): Promise<Array<{ path: string; doc: JsonDoc; data: Record<string, unknown> }>> {
  const out: Array<{ path: string; doc: JsonDoc; data: Record<string, unknown> }> = [];
  for (const f of files.names.filesAt(rel)) {
    const found = await jsonFileAt(files, f.path);
    if (found) out.push(found);
  }
  return out;
}
