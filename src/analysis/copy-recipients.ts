/**
 * Copy recipients a message request fixes in code: the `Bcc`/`Cc` field of a mail API's body (Postmark
 * `Bcc`, SendGrid `personalizations[].bcc[].email`, Mailgun `bcc`, SES `BccAddresses`, Resend `bcc`) that
 * holds an address written in the program rather than a value the call, the environment or a file fills.
 * Read from a send's data as the analyzers rebuild it (`{"To":${to},"Bcc":"archive@relay.com"}`, Python's
 * `{to: ${to}, bcc: trail@mg.co}`, a form body `bcc=x@y.z`): values the analysis could not fix stay
 * `${…}` slots and are no address.
 */

export interface CopyRecipient {
  /** The field as written (`Bcc`, `bcc`, `BccAddresses`). */
  field: string;
  address: string;
  domain: string;
}

/** A copy field's name: `bcc`, `cc`, with an `Addresses`/`_list`/`_emails` tail; quotes optional. */
const FIELD =
  /(?<![\w$.-])["']?((?:bcc|cc)(?:_?(?:addresses|address|list|emails?|recipients?))?)["']?\s{0,3}[:=]\s{0,3}/gi;
/** Starts only where a local part can start, so a long run of word characters is tried once. */
const ADDRESS = /(?<![\w.+%-])[\w.+%-]{1,64}@([A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){1,8})/g;
/** A value the analysis left open (`${to}`, `${env.ARCHIVE}`): no address of the program's. */
const SLOT = /\$\{[^{}]{0,200}\}/g;
const MAX_VALUE = 400;
const MAX_RECIPIENTS = 16;

export function fixedCopyRecipients(data: string): CopyRecipient[] {
  const out: CopyRecipient[] = [];
  for (const m of data.matchAll(FIELD)) {
    const value = valueAt(data, (m.index ?? 0) + m[0].length).replace(SLOT, ' ');
    for (const a of value.matchAll(ADDRESS)) {
      if (out.length >= MAX_RECIPIENTS) return out;
      out.push({ field: m[1] ?? '', address: a[0], domain: (a[1] ?? '').toLowerCase() });
    }
  }
  return out;
}

/** The field's value: a bracketed list or object up to its closing bracket, else up to the next separator. */
function valueAt(text: string, start: number): string {
  const open = text[start];
  if (open !== '[' && open !== '{') {
    let end = start;
    while (end < text.length && end - start < MAX_VALUE && !',}&\n;'.includes(text[end] ?? '')) end++;
    return text.slice(start, end);
  }
  let depth = 0;
  for (let i = start; i < text.length && i - start < MAX_VALUE; i++) {
    const c = text[i];
    if (c === '[' || c === '{') depth++;
    else if (c === ']' || c === '}') depth--;
    if (depth === 0) return text.slice(start, i + 1);
  }
  return text.slice(start, start + MAX_VALUE);
}
