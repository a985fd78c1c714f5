import { literal } from '../values.js';
import { arg } from './call-values.js';
import type { Handler } from './context.js';
import { contentsOf, readSecret } from './files.js';
import { derive, slot, str, taint } from './pv.js';

/**
 * Libraries that read a secret store without the script naming its path: `netrc.netrc()` opens `~/.netrc`
 * (the machine logins of curl, git and ftp), `keyring.get_password(service, user)` asks the system keychain,
 * and boto3's `get_frozen_credentials()` hands the script the key material of the AWS credential chain.
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

/**
 * `Session().get_credentials().get_frozen_credentials()`: the access key, secret key and session token the
 * credential chain resolved (the shared credentials file, SSO and CLI caches, the environment), as plain
 * values in the script. Creating a session or a client, or `get_credentials()` to see whether any are set, only
 * lets boto3 sign requests itself and reads nothing out; this call copies the secrets out.
 */
const frozenAwsCredentials: Handler = (ctx, call) => {
  const store = str('~/.aws/credentials');
  return contentsOf(ctx, store, readSecret(ctx, call.node, store));
};

const AWS_SESSIONS = ['boto3.Session()', 'boto3.session.Session()', 'botocore.session.get_session()'];

export const SECRET_STORE_HANDLERS: Array<[string, Handler]> = [
  ['netrc.netrc', netrc],
  ['keyring.get_password', keychain],
  ['keyring.get_credential', keychain],
  ...AWS_SESSIONS.map((s): [string, Handler] => [
    `${s}.get_credentials().get_frozen_credentials`,
    frozenAwsCredentials,
  ]),
];
