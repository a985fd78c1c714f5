import { readersOf, type StoreReader } from '../../store-readers.js';
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
  // The item asked for is named as keytar's and `security`'s are, so the skill's own item reads as such.
  const item = service?.v.literal ? service.v.text : '${service}';
  const fn = call.name.slice(call.name.lastIndexOf('.') + 1);
  const target = literal(`keyring.${fn} ${item}`);
  ctx.emit({ kind: 'read', target, secret: 'keychain' }, call.node, `keychain:${item}`);
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

/**
 * A library whose job is to read another application's credential store (src/analysis/store-readers.ts):
 * `browser_cookie3.load()`, `pycookiecheat.chrome_cookies(url, cookie_file=…)`, `rookiepy.chrome()`. A
 * store file it is pointed at that the path table knows (a Slack desktop app's `Cookies`) is the store
 * read; otherwise the library's own default, the browser's.
 */
const storeReader =
  (name: string, r: StoreReader): Handler =>
  (ctx, call) => {
    const given = r.pathArg ? arg(call, r.pathArg.index, r.pathArg.kw) : undefined;
    const named = given ? readSecret(ctx, call.node, given) : undefined;
    if (given && named) return contentsOf(ctx, given, named);
    ctx.emit(
      { kind: 'read', target: literal(`${name}()`), secret: r.secret },
      call.node,
      `${r.secret}:${name}`,
    );
    const inputs = [...call.args, ...call.kwargs.values()];
    return taint(derive(slot(r.what), inputs), 'secret', { secret: r.secret });
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
  ...[...readersOf('python')].map(([name, r]): [string, Handler] => [name, storeReader(name, r)]),
  ...AWS_SESSIONS.map((s): [string, Handler] => [
    `${s}.get_credentials().get_frozen_credentials`,
    frozenAwsCredentials,
  ]),
];
