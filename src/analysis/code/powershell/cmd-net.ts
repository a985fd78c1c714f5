import { concat, literal, tainted } from '../values.js';
import { readFrom, writeTo } from './cmd-files.js';
import { arg, type CmdHandler, param } from './cmdargs.js';
import { newObject } from './dotnet-objects.js';
import { endpointOf } from './endpoints.js';
import { dnsQuery, httpCall } from './http.js';
import { data, itemsOf, opaque, staticText, toValue } from './psval.js';

/**
 * The network from PowerShell: `Invoke-WebRequest`/`iwr`/`curl`/`wget`, `Invoke-RestMethod`/`irm`,
 * `Start-BitsTransfer`, `certutil -urlcache`, `bitsadmin /transfer`, `Send-MailMessage`,
 * `Resolve-DnsName`. A request with a body (or data in its URL or custom headers) is a `send`; one
 * without is a `fetch` whose response is `download`-tainted; `-OutFile` remembers the file it wrote.
 */

const webRequest: CmdHandler = (ix, c) => {
  const inFile = param(c, 'InFile');
  const body =
    param(c, 'Body') ??
    // A multipart form (`-Form @{ document = Get-Item $zip }`, PowerShell 6+): its fields are the body.
    param(c, 'Form') ??
    (inFile ? readFrom(ix, inFile, c.node) : undefined) ??
    (c.input && /post|put|patch/i.test(staticText(param(c, 'Method')) ?? '') ? c.input : undefined);
  const tool = c.name === 'invoke-restmethod' ? 'Invoke-RestMethod' : 'Invoke-WebRequest';
  const method = staticText(param(c, 'Method'));
  const auth = param(c, 'Credential', 'Token');
  return httpCall(ix, c.node, tool, arg(c, 0, 'Uri', 'Url'), {
    ...(body ? { body } : {}),
    ...(param(c, 'Headers') ? { headers: param(c, 'Headers')! } : {}),
    ...(param(c, 'OutFile') ? { outFile: param(c, 'OutFile')! } : {}),
    ...(auth ? { auth } : {}),
    ...(method ? { method } : {}),
  });
};

const bitsTransfer: CmdHandler = (ix, c) => {
  const source = arg(c, 0, 'Source');
  const dest = arg(c, 1, 'Destination');
  // An upload (`-TransferType Upload`) sends the local file named in -Source to -Destination.
  if (/^upload/i.test(staticText(param(c, 'TransferType')) ?? '')) {
    const content = readFrom(ix, source, c.node);
    return httpCall(ix, c.node, 'Start-BitsTransfer', dest, { body: content });
  }
  return httpCall(ix, c.node, 'Start-BitsTransfer', source, dest ? { outFile: dest } : {});
};

const words = (c: Parameters<CmdHandler>[1]): string[] => [
  ...c.positional.flatMap((p) => itemsOf(p.v).map((v) => toValue(v).text)),
  ...c.named.flatMap((n) => [`-${n.name}`, ...(n.v ? [toValue(n.v).text] : [])]),
];

/** `certutil -urlcache -split -f <url> <file>` downloads; `certutil -decode <in> <out>` decodes base64. */
const certutil: CmdHandler = (ix, c) => {
  const w = words(c);
  const url = w.find((x) => /^(?:https?|ftp):\/\//i.test(x));
  if (url) {
    const file = w[w.indexOf(url) + 1];
    return httpCall(ix, c.node, 'certutil', data(literal(url)), file ? { outFile: data(literal(file)) } : {});
  }
  const dec = w.findIndex((x) => /^[-/]decode(?:hex)?$/i.test(x));
  if (dec >= 0 && w[dec + 2]) {
    const input = readFrom(ix, data(literal(w[dec + 1]!)), c.node);
    ix.emit(
      { kind: 'decode', scheme: /hex/i.test(w[dec]!) ? 'hex' : 'base64', input: toValue(input) },
      c.node,
    );
    writeTo(ix, literal(w[dec + 2]!), data(tainted(toValue(input), 'decoded')), false, c.node);
  }
  return opaque('output');
};

const bitsadmin: CmdHandler = (ix, c) => {
  const w = words(c);
  const url = w.find((x) => /^(?:https?|ftp):\/\//i.test(x));
  if (!url) return opaque('output');
  const file = w[w.indexOf(url) + 1];
  return httpCall(ix, c.node, 'bitsadmin', data(literal(url)), file ? { outFile: data(literal(file)) } : {});
};

const sendMail: CmdHandler = (ix, c) => {
  const attachments = itemsOf(param(c, 'Attachments')).map((a) => toValue(readFrom(ix, a, c.node)));
  const body = param(c, 'Body');
  const server = toValue(param(c, 'SmtpServer'));
  const parts = [...attachments, ...(body ? [toValue(body)] : [])];
  ix.emit(
    {
      kind: 'send',
      endpoint: endpointOf(ix, server.text),
      channel: 'mail',
      data: parts.length ? concat(parts) : literal(''),
    },
    c.node,
  );
  return opaque('output');
};

export const NET_COMMANDS: Record<string, CmdHandler> = {
  'invoke-webrequest': webRequest,
  'invoke-restmethod': webRequest,
  'start-bitstransfer': bitsTransfer,
  'send-mailmessage': sendMail,
  'resolve-dnsname': (ix, c) =>
    dnsQuery(
      ix,
      toValue(arg(c, 0, 'Name')),
      /^txt$/i.test(staticText(param(c, 'Type')) ?? ''),
      c.node,
      'Resolve-DnsName',
    ),
  'new-object': (ix, c) => {
    const com = param(c, 'ComObject');
    const type = staticText(com ?? arg(c, 0, 'TypeName')) ?? '';
    const list = param(c, 'ArgumentList') ?? c.positional[com ? 0 : 1]?.v;
    return newObject(ix, type, itemsOf(list), c.node);
  },
  certutil,
  bitsadmin,
};
