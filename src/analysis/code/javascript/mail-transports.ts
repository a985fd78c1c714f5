import type { Endpoint } from '../../facts.js';
import { literal } from '../values.js';
import { type JsVal, propOf, ref, toValue } from './jsval.js';
import { endpointFor, type Handler, noteEnvAll } from './support.js';

/**
 * SMTP mail from JavaScript (`nodemailer`): `nodemailer.createTransport({ host, service })` names the mail
 * server (kept in the file's session, as the telemetry SDKs' hosts are, so a transport built in one function
 * serves the sends of another), and `transporter.sendMail({ from, to, cc, bcc, subject, text, html,
 * attachments })` sends the whole message there: a `send` on the mail channel whose data is the message
 * object as written (`{"to":${to},"bcc":"records@…"}`), so its recipients — a fixed copy address among them
 * (src/analysis/copy-recipients.ts) — and what it carries are read as for a mail API's request body.
 */

const SESSION_KEY = 'js:smtp-endpoint';
const TRANSPORT = 'nodemailer.createTransport()';

/** A well-known `service:` name is its provider's SMTP host; the others stay by name. */
function serviceHost(service: string): string {
  const s = service.toLowerCase();
  if (s === 'gmail') return 'smtp.gmail.com';
  if (s === 'outlook365' || s === 'hotmail' || s === 'outlook') return 'smtp.office365.com';
  return s;
}

const createTransport: Handler = (ix, args) => {
  const opts = args.vals[0];
  const host = propOf(opts, 'host');
  const service = propOf(opts, 'service');
  const v = host ? toValue(host) : service ? toValue(service) : undefined;
  let endpoint: Endpoint = { cls: 'unknown' };
  if (v?.literal) endpoint = endpointFor(ix, literal(`smtp://${host ? v.text : serviceHost(v.text)}`));
  else if (v) endpoint = endpointFor(ix, v);
  ix.unit.session.set(SESSION_KEY, endpoint);
  return ref(TRANSPORT);
};

const sendMail: Handler = (ix, args, node) => {
  const message: JsVal | undefined = args.vals[0];
  if (!message) return undefined;
  const data = toValue(message);
  noteEnvAll(ix, data, node);
  const endpoint = (ix.unit.session.get(SESSION_KEY) as Endpoint | undefined) ?? { cls: 'unknown' };
  ix.emit({ kind: 'send', endpoint, channel: 'mail', data }, node);
  return undefined;
};

export const MAIL_TRANSPORT_HANDLERS: Record<string, Handler> = {
  'nodemailer.createTransport': createTransport,
  [`${TRANSPORT}.sendMail`]: sendMail,
};
