import type { Endpoint, SendChannel } from '../../facts.js';
import { endpointOf } from '../../hosts.js';
import { arg } from './call-values.js';
import type { Call, Ctx, Handler } from './context.js';
import { contentsOf, readSecret } from './files.js';
import { concatPV, derive, type PV, str } from './pv.js';

/**
 * SDKs that send events or objects somewhere: error reporting (Sentry: the DSN names the host; context,
 * extras, tags, users, breadcrumbs, messages and attachments are the data), S3 clients (boto3 with an
 * `endpoint_url` sends to that host, without one to AWS), Google Cloud Storage uploads, Slack and Discord
 * webhook clients. Each data
 * call is a `send` to the endpoint the SDK was configured with; an attachment given by path reads the
 * file (a secret store's path is a read of it).
 */

/** The endpoint SDKs were set up with, by SDK (`sentry_sdk.init(dsn=…)` configures the module). */
const SENTRY = 'sentry';

function sentryEndpoint(ctx: Ctx): Endpoint {
  return ctx.sdkEndpoints.get(SENTRY) ?? { url: 'the SENTRY_DSN variable', cls: 'unknown' };
}

const sentryInit: Handler = (ctx, call) => {
  const dsn = arg(call, 0, 'dsn');
  const text = dsn?.v.literal ? dsn.v.text : undefined;
  ctx.sdkEndpoints.set(SENTRY, text ? endpointOf(text, ctx.unit.hosts) : { cls: 'unknown' });
  return str('None');
};

function emitSend(ctx: Ctx, call: Call, endpoint: Endpoint, channel: SendChannel, data: PV[]): void {
  const given = data.filter((d) => !(d.v.literal && (d.v.text === '' || d.v.text === 'None')));
  if (given.length === 0) return;
  ctx.emit({ kind: 'send', endpoint, channel, data: concatPV(given).v }, call.node);
}

/** A Sentry call carrying data in the arguments `pick` chooses. */
const sentryData =
  (pick: (call: Call) => Array<PV | undefined>): Handler =>
  (ctx, call) => {
    emitSend(
      ctx,
      call,
      sentryEndpoint(ctx),
      'telemetry',
      pick(call).filter((p): p is PV => p !== undefined),
    );
    return str('None');
  };

/** `scope.add_attachment(bytes=…)` or `(path=…)`: the bytes, or the file the SDK reads and uploads. */
const attachment: Handler = (ctx, call) => {
  const bytes = arg(call, 0, 'bytes');
  const path = call.kwargs.get('path');
  const data: PV[] = [];
  if (bytes) data.push(bytes);
  if (path) data.push(contentsOf(ctx, path, readSecret(ctx, call.node, path)));
  emitSend(ctx, call, sentryEndpoint(ctx), 'telemetry', data);
  return str('None');
};

const SCOPE = 'sentry_sdk.Scope()';
const scope: Handler = () => ({ ...derive(`\${${SCOPE}}`, []), ref: SCOPE });

const message = (c: Call) => [arg(c, 0, 'message')];
const value = (c: Call) => [arg(c, 1, 'value')];
const user = (c: Call) => [arg(c, 0, 'value')];
const crumb = (c: Call) => [arg(c, 0, 'crumb'), c.kwargs.get('message'), c.kwargs.get('data')];
const event = (c: Call) => [arg(c, 0, 'event')];

/** Scope methods, on the module (`sentry_sdk.set_context`) and on a scope object alike. */
const SENTRY_CALLS: Array<[string, Handler]> = [
  ['set_context', sentryData(value)],
  ['set_extra', sentryData(value)],
  ['set_tag', sentryData(value)],
  ['set_user', sentryData(user)],
  ['add_breadcrumb', sentryData(crumb)],
  ['capture_message', sentryData(message)],
  ['capture_event', sentryData(event)],
];

/**
 * Rollbar: `rollbar.init(token, environment, endpoint=…)` configures the module (without an endpoint it
 * posts to Rollbar's API); messages and exception reports carry their text, `extra_data`, `payload_data` and
 * the request given.
 */
const ROLLBAR = 'rollbar';
const ROLLBAR_API = 'https://api.rollbar.com/api/1/';

const rollbarInit: Handler = (ctx, call) => {
  const url = call.kwargs.get('endpoint');
  ctx.sdkEndpoints.set(ROLLBAR, endpointOf(url ? url.v.text : ROLLBAR_API, ctx.unit.hosts));
  return str('None');
};

const rollbarReport =
  (first: string | undefined): Handler =>
  (ctx, call) => {
    const endpoint = ctx.sdkEndpoints.get(ROLLBAR) ?? endpointOf(ROLLBAR_API, ctx.unit.hosts);
    const fields = ['extra_data', 'payload_data', 'request'].map((k) => call.kwargs.get(k));
    emitSend(
      ctx,
      call,
      endpoint,
      'telemetry',
      [first ? arg(call, 0, first) : undefined, ...fields].filter((p): p is PV => p !== undefined),
    );
    return str('None');
  };

/** An SDK client instance that remembers where it sends. */
function client(ref: string, endpoint: Endpoint): PV {
  return { ...derive(`\${${ref}}`, []), ref, state: { endpoint } };
}

function endpointIn(p: PV | undefined): Endpoint {
  return (p?.state?.endpoint as Endpoint | undefined) ?? { cls: 'unknown' };
}

/** `boto3.client('s3', endpoint_url=…)`: that host, else the service's own. */
const boto3Client: Handler = (ctx, call) => {
  const url = call.kwargs.get('endpoint_url');
  const service = arg(call, 0, 'service_name')?.v.text ?? 's3';
  const endpoint = url
    ? endpointOf(url.v.text, ctx.unit.hosts)
    : endpointOf(`https://${service}.amazonaws.com`, ctx.unit.hosts);
  return client('boto3.client()', endpoint);
};

/** `upload_file(Filename, Bucket, Key)` reads the file; `put_object(Body=…)` sends the body. */
const s3Upload =
  (fileArg: string | undefined, bodyArg: string | undefined): Handler =>
  (ctx, call) => {
    const data: PV[] = [];
    const file = fileArg ? arg(call, 0, fileArg) : undefined;
    if (file) data.push(contentsOf(ctx, file, readSecret(ctx, call.node, file)));
    const body = bodyArg ? (call.kwargs.get(bodyArg) ?? (fileArg ? undefined : call.args[0])) : undefined;
    if (body) data.push(body);
    emitSend(ctx, call, endpointIn(call.self), 'storage', data);
    return str('None');
  };

/** Google Cloud Storage: `Client().bucket(b).blob(k).upload_from_filename(path)` / `upload_from_string(data)`. */
const GCS_BLOB = 'google.cloud.storage.Client().bucket().blob()';
const gcsUpload =
  (fromFile: boolean): Handler =>
  (ctx, call) => {
    const given = arg(call, 0, fromFile ? 'filename' : 'data');
    if (!given) return undefined;
    const data = fromFile ? contentsOf(ctx, given, readSecret(ctx, call.node, given)) : given;
    emitSend(ctx, call, endpointOf('https://storage.googleapis.com', ctx.unit.hosts), 'storage', [data]);
    return str('None');
  };

/** Webhook clients built on a URL; each send posts its text and attachments there. */
const webhookClient =
  (ref: string): Handler =>
  (ctx, call) =>
    client(ref, endpointOf((arg(call, 0, 'url') ?? str('')).v.text, ctx.unit.hosts));

const webhookSend =
  (fields: string[]): Handler =>
  (ctx, call) => {
    const data = [...call.args, ...fields.map((f) => call.kwargs.get(f))].filter(
      (p): p is PV => p !== undefined,
    );
    emitSend(ctx, call, endpointIn(call.self), 'http', data);
    return str('None');
  };

/** Discord's client takes its content at construction: kept on the instance and sent by `execute()`. */
const discordClient: Handler = (ctx, call) => {
  const c = client(
    'discord_webhook.DiscordWebhook()',
    endpointOf((arg(call, 0, 'url') ?? str('')).v.text, ctx.unit.hosts),
  );
  const content = call.kwargs.get('content');
  if (c.state && content) c.state.content = content;
  return c;
};

const discordExecute: Handler = (ctx, call) => {
  const content = call.self?.state?.content as PV | undefined;
  emitSend(ctx, call, endpointIn(call.self), 'http', content ? [content] : []);
  return str('None');
};

const discordFile: Handler = (ctx, call) => {
  const file = arg(call, 0, 'file');
  emitSend(ctx, call, endpointIn(call.self), 'http', file ? [file] : []);
  return str('None');
};

/**
 * mem0's hosted memory (`MemoryClient(api_key=…, host=…)`, default https://api.mem0.ai): `add(messages=…)`
 * stores the messages there, `search(query=…)` and `update(memory_id, text=…)` send their text. A `host` of the
 * user's own server (a self-hosted mem0 on localhost) is where they go instead.
 */
const MEM0_API = 'https://api.mem0.ai';
const mem0Client: Handler = (ctx, call) => {
  const host = call.kwargs.get('host');
  return client('mem0.MemoryClient()', endpointOf(host ? host.v.text : MEM0_API, ctx.unit.hosts));
};
const mem0Send =
  (first: string, second?: string): Handler =>
  (ctx, call) => {
    const data = [arg(call, 0, first), second ? arg(call, 1, second) : undefined];
    emitSend(
      ctx,
      call,
      endpointIn(call.self),
      'http',
      data.filter((p): p is PV => p !== undefined),
    );
    return str('None');
  };
const MEM0_CALLS: Array<[string, Handler]> = [
  ['add', mem0Send('messages')],
  ['search', mem0Send('query')],
  ['update', mem0Send('memory_id', 'text')],
];

/** `platformdirs.user_config_dir("gh")`: the folder the tool keeps its configuration in (XDG layout). */
const userConfigDir: Handler = (_ctx, call) => {
  const app = arg(call, 0, 'appname');
  const name = app?.v.literal ? app.v.text : '';
  return str(name ? `~/.config/${name}` : '~/.config');
};

export const SDK_CHANNEL_HANDLERS: Array<[string, Handler]> = [
  ['sentry_sdk.init', sentryInit],
  ['sentry_sdk.get_global_scope', scope],
  ['sentry_sdk.get_current_scope', scope],
  ['sentry_sdk.get_isolation_scope', scope],
  ['sentry_sdk.new_scope', scope],
  ['sentry_sdk.push_scope', scope],
  ['sentry_sdk.configure_scope', scope],
  ['sentry_sdk.isolation_scope', scope],
  ['sentry_sdk.Scope', scope],
  ['sentry_sdk.capture_exception', () => str('None')],
  [`${SCOPE}.add_attachment`, attachment],
  ...SENTRY_CALLS.flatMap(
    ([name, h]): Array<[string, Handler]> => [
      [`sentry_sdk.${name}`, h],
      [`${SCOPE}.${name}`, h],
    ],
  ),
  ['boto3.client', boto3Client],
  ['boto3.session.Session().client', boto3Client],
  ['boto3.Session().client', boto3Client],
  ['boto3.client().upload_file', s3Upload('Filename', undefined)],
  ['boto3.client().upload_fileobj', s3Upload(undefined, 'Fileobj')],
  ['boto3.client().put_object', s3Upload(undefined, 'Body')],
  [`${GCS_BLOB}.upload_from_filename`, gcsUpload(true)],
  [`${GCS_BLOB}.upload_from_string`, gcsUpload(false)],
  ['slack_sdk.webhook.WebhookClient', webhookClient('slack_sdk.webhook.WebhookClient()')],
  ['slack_sdk.webhook.WebhookClient().send', webhookSend(['text', 'blocks', 'attachments'])],
  ['discord_webhook.DiscordWebhook', discordClient],
  ['discord_webhook.DiscordWebhook().execute', discordExecute],
  ['discord_webhook.DiscordWebhook().add_file', discordFile],
  ['rollbar.init', rollbarInit],
  ['rollbar.report_message', rollbarReport('message')],
  ['rollbar.report_exc_info', rollbarReport(undefined)],
  ['mem0.MemoryClient', mem0Client],
  ['mem0.AsyncMemoryClient', mem0Client],
  ...MEM0_CALLS.map(([m, h]): [string, Handler] => [`mem0.MemoryClient().${m}`, h]),
  ['platformdirs.user_config_dir', userConfigDir],
  ['appdirs.user_config_dir', userConfigDir],
];
