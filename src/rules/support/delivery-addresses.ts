import type { Value } from '../../analysis/facts.js';
import { hostOf } from '../../analysis/hosts.js';

/**
 * A chat service's incoming-webhook address with its token in it (`https://open.feishu.cn/open-apis/bot/v2/hook/$FEISHU_TOKEN`,
 * `https://hooks.slack.com/services/$SLACK_HOOK`), handed to another service as where that service should
 * deliver (`"webhook_url": …` in a subscription): the token's issuer made the address for exactly that, and
 * whoever holds it can post into that one channel and nothing more. The request still tells a third party
 * that address, so it is shown one step lower instead of as a secret leaving. Only when every secret variable
 * of the data sits inside such an address: a token beside it, or one in another URL, keeps its grade.
 */
const CHAT_WEBHOOK =
  /^https?:\/\/(?:open\.feishu\.cn\/open-apis\/bot\/|open\.larksuite\.com\/open-apis\/bot\/|hooks\.slack\.com\/(?:services|workflows|triggers)\/|(?:ptb\.|canary\.)?discord(?:app)?\.com\/api\/webhooks\/|oapi\.dingtalk\.com\/robot\/send\?|qyapi\.weixin\.qq\.com\/cgi-bin\/webhook\/send\?|[a-z0-9-]{1,63}\.webhook\.office\.com\/|chat\.googleapis\.com\/v1\/spaces\/)/i;

const URL_IN_TEXT = /https?:\/\/[^\s"'<>`]{1,500}/gi;

/** The chat-webhook addresses the data's secret variables sit in, when all of them do; undefined otherwise. */
export function deliveryAddress(data: Value): string | undefined {
  const names = (data.vars ?? []).filter((v) => /^[A-Za-z_]\w{0,63}$/.test(v));
  if (names.length === 0) return undefined;
  const urls = [...data.text.matchAll(URL_IN_TEXT)].map((m) => ({ at: m.index, url: m[0] }));
  const hooks = urls.filter((u) => CHAT_WEBHOOK.test(u.url));
  if (hooks.length === 0) return undefined;
  for (const name of names) {
    const uses = [...data.text.matchAll(new RegExp(`\\$\\{?${name}\\b`, 'g'))];
    if (uses.length === 0) return undefined;
    for (const u of uses) {
      const inside = hooks.some((h) => u.index >= h.at && u.index < h.at + h.url.length);
      if (!inside) return undefined;
    }
  }
  return hostOf(hooks[0]!.url);
}
