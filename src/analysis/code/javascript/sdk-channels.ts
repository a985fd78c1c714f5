import type { Node } from 'web-tree-sitter';
import type { Endpoint } from '../../facts.js';
import { concat, literal } from '../values.js';
import type { Args, Ctx } from './context.js';
import { type JsVal, propOf, ref, toValue } from './jsval.js';
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

function sendData(ix: Ctx, node: Node, vals: Array<JsVal | undefined>, endpoint = endpointOf(ix)): void {
  const given = vals.filter((v): v is JsVal => v !== undefined).map(toValue);
  const data = given.filter((v) => !(v.literal && v.text === ''));
  if (data.length === 0) return;
  const payload = concat(data);
  noteEnvAll(ix, payload, node);
  ix.emit({ kind: 'send', endpoint, channel: 'telemetry', data: payload }, node);
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

/**
 * Product analytics (`posthog-node`): `new PostHog(key, { host })` names the host (PostHog's cloud when
 * none is given); every event captured, with its properties, and every identified person's traits are
 * data sent there. The client is a named value, so its methods reach the handlers below.
 */
const POSTHOG = 'posthog-node.PostHog';
const POSTHOG_KEY = 'js:posthog-endpoint';
const POSTHOG_CLOUD = 'https://us.i.posthog.com';

const posthogClient: Handler = (ix, args) => {
  const host = propOf(args.vals[1], 'host');
  const v = host ? toValue(host) : literal(POSTHOG_CLOUD);
  ix.unit.session.set(POSTHOG_KEY, v.literal ? endpointFor(ix, v) : { cls: 'unknown' });
  return ref(`${POSTHOG}()`);
};

const posthogData: Handler = (ix, args, node) => {
  const endpoint = (ix.unit.session.get(POSTHOG_KEY) as Endpoint | undefined) ?? { cls: 'unknown' };
  // `distinctId` names the person the events belong to (usually a hash of user and host): an identifier
  // every analytics call carries, not data the event discloses.
  const message = args.vals[0];
  const props =
    message?.k === 'obj' ? new Map([...message.props].filter(([k]) => k !== 'distinctId')) : undefined;
  sendData(ix, node, [props && message?.k === 'obj' ? { ...message, props } : message], endpoint);
  return undefined;
};

export const SDK_CHANNEL_HANDLERS: Record<string, Handler> = {
  ...Object.fromEntries(
    PACKAGES.flatMap((pkg) => Object.entries(CALLS).map(([name, h]) => [`${pkg}.${name}`, h])),
  ),
  [`new ${POSTHOG}`]: posthogClient,
  ...Object.fromEntries(
    ['capture', 'captureImmediate', 'identify', 'groupIdentify', 'alias'].map((m) => [
      `${POSTHOG}().${m}`,
      posthogData,
    ]),
  ),
};
