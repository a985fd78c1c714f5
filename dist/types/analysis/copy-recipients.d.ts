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
export declare function fixedCopyRecipients(data: string): CopyRecipient[];
