import { literal } from '../values.js';
import { arg } from './call-values.js';
import type { Handler } from './context.js';
import { contentsOf, readSecret } from './files.js';
import { rebind } from './operators.js';
import { derive, holding, slot, str, taint } from './pv.js';

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

/**
 * `configparser`: a parser object holds the files it read (`cp.read(path)`, a list of paths, `read_file(fh)`,
 * `read_string(text)`), and its sections, options and values are theirs — `cp.read("~/.aws/credentials")`
 * then `{s: dict(cp[s]) for s in cp.sections()}` is the credentials file's content.
 */
const PARSER = 'configparser.ConfigParser()';
const PARSERS = [
  'configparser.ConfigParser',
  'configparser.RawConfigParser',
  'configparser.SafeConfigParser',
];

const parserRead: Handler = (ctx, call) => {
  const given = arg(call, 0, 'filenames');
  if (!given || !call.self) return undefined;
  const read = (given.items ?? [given]).map((p) => contentsOf(ctx, p, readSecret(ctx, call.node, p)));
  rebind(ctx, call.selfNode ?? null, holding({ ...call.self, ref: PARSER }, read));
  return given;
};

const parserTakes: Handler = (ctx, call) => {
  const source = arg(call, 0, 'f') ?? arg(call, 0, 'string');
  if (!source || !call.self) return undefined;
  rebind(ctx, call.selfNode ?? null, holding({ ...call.self, ref: PARSER }, [source]));
  return str('None');
};

const AWS_SESSIONS = ['boto3.Session()', 'boto3.session.Session()', 'botocore.session.get_session()'];

export const SECRET_STORE_HANDLERS: Array<[string, Handler]> = [
  ...PARSERS.map((n): [string, Handler] => [n, () => ({ ...str(''), ref: PARSER })]),
  [`${PARSER}.read`, parserRead],
  [`${PARSER}.read_file`, parserTakes],
  [`${PARSER}.read_string`, parserTakes],
  ['netrc.netrc', netrc],
  ['keyring.get_password', keychain],
  ['keyring.get_credential', keychain],
  ...AWS_SESSIONS.map((s): [string, Handler] => [
    `${s}.get_credentials().get_frozen_credentials`,
    frozenAwsCredentials,
  ]),
];
