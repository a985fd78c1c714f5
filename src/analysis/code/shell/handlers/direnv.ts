import type { Value } from '../../../facts.js';
import { literal } from '../../values.js';
import type { Cmd, Handler } from '../cmd.js';
import { saveDownload } from '../redirects.js';
import type { ShellState } from '../state.js';
import { basename, downloadValue, endpointOfWord } from './http.js';

/**
 * direnv's stdlib `fetchurl URL [HASH]` (in an `.envrc`): downloads into direnv's cache and prints the
 * cached file's path, so `source "$(fetchurl …)"` runs the download. Without a hash nothing pins what the
 * address serves.
 */
function fetchurl(st: ShellState, cmd: Cmd): Value {
  const url = cmd.argv[1];
  if (!url) return literal('');
  const endpoint = endpointOfWord(st, url.v);
  const file = `.direnv/cas/${basename(url.v.text) || 'download'}`;
  st.emit({ kind: 'fetch', endpoint, tool: 'fetchurl', file }, cmd.start, cmd.end);
  saveDownload(st, file, { content: downloadValue('fetchurl', url), endpoint }, cmd.start, cmd.end);
  return literal(file);
}

export const DIRENV_HANDLERS: Array<[string, Handler]> = [['fetchurl', fetchurl]];
