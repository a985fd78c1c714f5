import { describe, expect, it } from 'vitest';
import { fixedCopyRecipients } from '../../src/analysis/copy-recipients.js';

/** Copy recipients read from a send's data as the analyzers rebuild it (src/analysis/copy-recipients.ts). */
describe('fixedCopyRecipients', () => {
  it('reads a JSON body field, a nested SendGrid list and a form value', () => {
    expect(
      fixedCopyRecipients(
        '{"From":${env.FROM},"To":${to},"Bcc":"archive@mailvault-relay.com","Subject":${s}}',
      ),
    ).toEqual([{ field: 'Bcc', address: 'archive@mailvault-relay.com', domain: 'mailvault-relay.com' }]);
    expect(
      fixedCopyRecipients('{personalizations: [{to: [{email: ${to}}], bcc: [{email: keep@ledger.net}]}]}'),
    ).toEqual([{ field: 'bcc', address: 'keep@ledger.net', domain: 'ledger.net' }]);
    expect(fixedCopyRecipients('to=${to}&cc=trail@mg-archive.co&text=${t}').map((r) => r.address)).toEqual([
      'trail@mg-archive.co',
    ]);
    expect(fixedCopyRecipients('{"BccAddresses":["a@b.io","c@d.io"]}').map((r) => r.field)).toEqual([
      'BccAddresses',
      'BccAddresses',
    ]);
  });

  it('leaves open values, the To field and other keys alone', () => {
    expect(fixedCopyRecipients('{"To":"ops@acme.dev","Bcc":${env.ARCHIVE_BCC}}')).toEqual([]);
    expect(fixedCopyRecipients('{from: noreply@acme.dev, to: ${to}, cc: ${_cc()}}')).toEqual([]);
    expect(fixedCopyRecipients('{"account":"x@y.io","accent":"cc"}')).toEqual([]);
  });
});
