import type { Node } from 'web-tree-sitter';
import type { Endpoint } from '../../facts.js';
import { concat } from '../values.js';
import type { Args, Ctx } from './context.js';
import { type JsVal, propOf, toValue } from './jsval.js';
import { endpointFor, type Handler, noteEnvAll } from './support.js';

/**
 * Error-reporting SDKs as channels (the JavaScript side of python/sdk-channels.ts): `Sentry.init({ dsn })`
 * names the host; context, extras, tags, the user, breadcrumbs and captured messages and events are data
 * sent there. The endpoint is kept in the file's session, so an `init` in one unit of a document serves
 * the calls of the next.
 */

const SESSION_KEY = 'js:sentry-endpoint';
const PACKAGES = ['@sentry/node', '@sentry/browser', '@sentry/bun', '@sentry/deno', '@sentry/nextjs'];

function endpointOf(ix: Ctx): Endpoint {
  return (ix.unit.session.get(SESSION_KEY) as Endpoint | undefined) ?? { cls: 'unknown' };
}

const init: Handler = (ix, args) => {
  const dsn = propOf(args.vals[0], 'dsn');
  const v = dsn ? toValue(dsn) : undefined;
  ix.unit.session.set(SESSION_KEY, v?.literal ? endpointFor(ix, v) : { cls: 'unknown' });
  return undefined;
};

function sendData(ix: Ctx, node: Node, vals: Array<JsVal | undefined>): void {
  const given = vals.filter((v): v is JsVal => v !== undefined).map(toValue);
  const data = given.filter((v) => !(v.literal && v.text === ''));
  if (data.length === 0) return;
  const payload = concat(data);
  noteEnvAll(ix, payload, node);
  ix.emit({ kind: 'send', endpoint: endpointOf(ix), channel: 'telemetry', data: payload }, node);
}

const carrying =
  (pick: (args: Args) => Array<JsVal | undefined>): Handler =>
  (ix, args, node) => {
    sendData(ix, node, pick(args));
    return undefined;
  };

const second = (a: Args) => [a.vals[1]];
const first = (a: Args) => [a.vals[0]];

const CALLS: Record<string, Handler> = {
  init,
  setContext: carrying(second),
  setExtra: carrying(second),
  setExtras: carrying(first),
  setTag: carrying(second),
  setTags: carrying(first),
  setUser: carrying(first),
  addBreadcrumb: carrying(first),
  captureMessage: carrying(first),
  captureEvent: carrying(first),
};

export const SDK_CHANNEL_HANDLERS: Record<string, Handler> = Object.fromEntries(
  PACKAGES.flatMap((pkg) => Object.entries(CALLS).map(([name, h]) => [`${pkg}.${name}`, h])),
);
