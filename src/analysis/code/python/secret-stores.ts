import { literal } from '../values.js';
import { arg } from './call-values.js';
import type { Handler } from './context.js';
import { contentsOf, readSecret } from './files.js';
import { derive, slot, str, taint } from './pv.js';

/**
 * Libraries that read a secret store without the script naming its path: `netrc.netrc()` opens `~/.netrc`
 * (the machine logins of curl, git and ftp), `keyring.get_password(service, user)` asks the system keychain.
 * What they return carries the secret on, so sending it out is exfiltration of that store.
 */

const netrc: Handler = (ctx, call) => {
  const path = arg(call, 0, 'file') ?? str('~/.netrc');
  const secret = readSecret(ctx, call.node, path);
  return { ...contentsOf(ctx, path, secret), ref: 'netrc.netrc()' };
};

const keychain: Handler = (ctx, call) => {
  const service = arg(call, 0, 'service_name');
  ctx.emit({ kind: 'read', target: literal('keyring'), secret: 'keychain' }, call.node, 'keychain:keyring');
  return taint(derive(slot('keyring secret'), service ? [service] : []), 'secret', { secret: 'keychain' });
};

export const SECRET_STORE_HANDLERS: Array<[string, Handler]> = [
  ['netrc.netrc', netrc],
  ['keyring.get_password', keychain],
  ['keyring.get_credential', keychain],
];
