import { dirname, resolveRelative } from '../analysis/repo-paths.js';
import { loadToml, tomlLib } from '../analysis/toml-lib.js';
import { yamlLib } from '../analysis/yaml-lib.js';
import type { FileStore } from './files.js';

/**
 * The configuration files a Python script reads from its own tree: `HERE / "assets" / "oauth_client.json"`,
 * `os.path.join(os.path.dirname(__file__), "..", "config", "endpoints.yaml")`, `Path(__file__).with_name(
 * "settings.toml")`. The values the code then takes from them by key (`c["token_uri"]`, `cfg["base_url"]`) are
 * the author's as much as a literal in the script: a request whose URL is such a value goes to the value's
 * host. Each file is handed to the analyser as JSON text (YAML and TOML parsed here, where their parsers are
 * loaded), under the path as the script writes it; the analyser matches a read path that ends with it
 * (src/analysis/code/python/config-values.ts). The written path is looked up from the script's folder and up
 * to three folders above it (`Path(__file__).resolve().parent.parent` is the skill's folder): the first file
 * that exists is the one meant. Nothing is run; paths stay inside the tree.
 */

const MAX_FILES = 8;
const MAX_BYTES = 64 * 1024;
const PY_PATH = /\.py$/i;
/** A string literal naming a configuration file (`"oauth_client.json"`, `'config/endpoints.yaml'`). */
const CONFIG_LITERAL = /["']([\w./-]{1,200}\.(?:json|ya?ml|toml))["']/gi;
/** A literal path segment (`"assets"`, `'..'`) just before a `/` or `,` that joins it to the next. */
const SEGMENT_BEFORE = /["']([\w.-]{1,100})["'][ \t]{0,4}[/,][ \t]{0,4}$/;

/** The path a literal and the literal segments joined before it spell, as written (`assets/x.json`). */
function writtenPath(text: string, at: number, last: string): string {
  const parts = [last];
  let end = at;
  for (let i = 0; i < 8; i++) {
    const m = SEGMENT_BEFORE.exec(text.slice(Math.max(0, end - 120), end));
    if (!m) break;
    parts.unshift(m[1]!);
    end -= m[0].length;
  }
  return parts
    .join('/')
    .split('/')
    .filter((p) => p !== '' && p !== '.')
    .join('/');
}

/** The file's data as JSON text; undefined when it does not parse. */
async function asJson(path: string, text: string): Promise<string | undefined> {
  try {
    if (/\.json$/i.test(path)) return JSON.stringify(JSON.parse(text));
    if (/\.ya?ml$/i.test(path)) return JSON.stringify(yamlLib().parse(text) ?? null);
    await loadToml();
    return JSON.stringify(tomlLib().parse(text));
  } catch {
    return undefined;
  }
}

export async function pythonConfigFiles(
  path: string,
  text: string,
  files: Pick<FileStore, 'isFile' | 'text'>,
): Promise<Record<string, string> | undefined> {
  if (!PY_PATH.test(path)) return undefined;
  const out: Record<string, string> = {};
  let count = 0;
  for (const m of text.matchAll(CONFIG_LITERAL)) {
    const written = writtenPath(text, m.index, m[1]!);
    if (written === '' || written in out || written.startsWith('/')) continue;
    if (++count > MAX_FILES) break;
    let dir = dirname(path);
    for (let up = 0; up < 4; up++) {
      const resolved = resolveRelative(dir, written);
      if (resolved && files.isFile(resolved)) {
        const source = await files.text(resolved);
        const json =
          source && source.text.length <= MAX_BYTES ? await asJson(resolved, source.text) : undefined;
        if (json !== undefined) out[written] = json;
        break;
      }
      if (dir === '') break;
      dir = dirname(dir);
    }
  }
  return Object.keys(out).length > 0 ? out : undefined;
}
