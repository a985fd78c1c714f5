import type { Endpoint, Value } from '../../analysis/facts.js';
import { isMessageRelay } from '../../analysis/hosts.js';
import { settingsEnv } from '../../analysis/settings-traffic.js';
import type { Severity } from '../../findings.js';
import type { RuleContext } from '../types.js';

/**
 * Sends whose receiver the user's own environment names, not the code: a notifier that posts to the
 * webhook the user sets (`curl -d @card.json "$RELAY_WEBHOOK_URL"`) or to the user's own bot and chat
 * (`https://api.telegram.org/bot${PING_BOT_TOKEN}/sendMessage` with `chat_id=${PING_CHAT_ID}`). Session
 * text sent that way still reaches a third-party service, but the user chose it: data-exfiltration and
 * hook-command-exec grade it one step lower than the same text sent to a receiver the code writes
 * (rules/data-exfiltration.md). A receiver written in the script (a chat id, a fallback URL
 * `${URL:-https://…}`, which the analysis resolves to that literal) is the author's, and so is a variable
 * the project's own settings `env` fills: the runtime sets it, not the user.
 */

/**
 * The whole address is one environment variable (`$HOOK_URL`, `${env.RELAY_URL}`): the user's value
 * decides the host. Environment variables are written in capitals; a lower-case name left unresolved is a
 * parameter or a field the code fills (`this.url` from a settings file the plugin ships), not the user's.
 */
const WHOLE = /^\$\{?(?:env[.:])?([A-Z][A-Z0-9_]{0,63})\}?(?:[/?#]|$)/;
/** Environment variables in a URL's path: the bot token or webhook path of a message relay. */
const PATH_VARS = /\$\{?(?:env[.:])?([A-Z][A-Z0-9_]{0,63})\b/g;
/** The recipient field of a relay's message (Telegram's `chat_id`), in a form or a JSON body. */
const RECIPIENT = /\bchat_id["']?\s{0,3}[=:]\s{0,3}["']?([^\s&"',}]{0,80})/i;

/** The variables that name the receiver, or undefined when the code names it (or we cannot tell). */
export function receiverVariables(endpoint: Endpoint, data: Value): string[] | undefined {
  const url = endpoint.url ?? '';
  const whole = WHOLE.exec(url);
  if (whole && endpoint.cls === 'unknown') return [whole[1]!];
  const host = endpoint.host;
  if (!host || !isMessageRelay(host)) return undefined;
  const at = url.toLowerCase().indexOf(host);
  const path = at < 0 ? '' : url.slice(at + host.length);
  const route = [...path.matchAll(PATH_VARS)].map((m) => m[1]!);
  if (route.length === 0) return undefined;
  const recipient = RECIPIENT.exec(data.text);
  // The Bot API needs a chat: one we cannot see may be written anywhere in the script.
  if (!recipient) return host === 'api.telegram.org' ? undefined : route;
  const chat = WHOLE.exec(recipient[1]!);
  return chat ? [...route, chat[1]!] : undefined;
}

/** Per scan: the hooks files are read once, whatever number of sends asks. */
const SETTINGS_VARIABLES = new WeakMap<object, Set<string>>();

/** Variables the project's settings files set in `env`: the runtime fills them, whatever the user has. */
function settingsVariables(ctx: RuleContext): Set<string> {
  const files = ctx.model.hooksFiles;
  const known = SETTINGS_VARIABLES.get(files);
  if (known) return known;
  const out = new Set<string>();
  for (const f of files) {
    if (f.kind !== 'settings' || f.doc.error) continue;
    for (const k of Object.keys(settingsEnv(f.doc.data))) out.add(k);
  }
  SETTINGS_VARIABLES.set(files, out);
  return out;
}

/**
 * The variables through which the user names this send's receiver, none of them set by the project's
 * settings; undefined when the code (or the project) names it.
 */
export function userNamedReceiver(ctx: RuleContext, endpoint: Endpoint, data: Value): string[] | undefined {
  const vars = receiverVariables(endpoint, data);
  if (!vars) return undefined;
  const set = settingsVariables(ctx);
  return vars.some((v) => set.has(v)) ? undefined : vars;
}

/** How a message says so. */
export function receiverWords(vars: readonly string[]): string {
  return `the receiver the user sets in ${vars.map((v) => `$${v}`).join(' and ')}`;
}

/**
 * hook-command-exec's verdict on a send, one step lower (high to medium) and naming the variables when the
 * user names the receiver; unchanged otherwise.
 */
export function forUsersReceiver<V extends { severity: Severity; what: string }>(
  ctx: RuleContext,
  send: { endpoint: Endpoint; data: Value },
  v: V,
): V {
  const vars = userNamedReceiver(ctx, send.endpoint, send.data);
  if (!vars) return v;
  return {
    ...v,
    severity: v.severity === 'high' ? 'medium' : v.severity,
    what: `${v.what}, ${receiverWords(vars)}`,
  };
}
