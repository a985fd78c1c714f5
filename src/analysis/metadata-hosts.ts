/**
 * Cloud instance metadata services, however the address is spelt, and the paths on them that hand out the
 * instance's credentials. The link-local address 169.254.169.254 (AWS, Azure, Google, Oracle, DigitalOcean)
 * is reached as well through every form an IPv4 parser accepts — one decimal integer (`2852039166`), hex
 * (`0xa9fea9fe`, `0xA9.0xFE.0xA9.0xFE`), octal (`0251.0376.0251.0376`), the short forms `169.254.43518`
 * and `169.16689662` — through IPv6 (AWS's `fd00:ec2::254`, `::ffff:169.254.169.254`, `::ffff:a9fe:a9fe`)
 * and through names (`metadata.google.internal`, `metadata.goog`, `instance-data.ec2.internal`); Alibaba's
 * is 100.100.100.200 and the ECS task-role endpoint 169.254.170.2. Pure functions over bounded text.
 */

/** The 32-bit values of the IPv4 metadata addresses. */
const METADATA_V4 = new Set([
  0xa9fea9fe, // 169.254.169.254
  0x646464c8, // 100.100.100.200 (Alibaba Cloud)
  0xa9feaa02, // 169.254.170.2 (ECS task credentials)
]);

const METADATA_NAMES =
  /^(?:metadata\.google\.internal|metadata\.goog|instance-data(?:\.ec2\.internal)?|metadata\.tencentyun\.com)$/;

/** AWS's IPv6 endpoint, as eight groups of hex digits. */
const AWS_V6 = 'fd00:ec2:0:0:0:0:0:254'.split(':').map((g) => Number.parseInt(g, 16));

/** An IPv4 address in any form `inet_aton` accepts (1 to 4 parts, each decimal, 0x-hex or 0-octal), as a number. */
export function ipv4Number(host: string): number | undefined {
  if (
    host.length > 40 ||
    !/^(?:0x[0-9a-f]{1,8}|\d{1,12})(?:\.(?:0x[0-9a-f]{1,8}|\d{1,12})){0,3}$/i.test(host)
  )
    return undefined;
  const parts = host
    .split('.')
    .map((p) =>
      /^0x/i.test(p) ? Number.parseInt(p.slice(2), 16) : /^0\d/.test(p) ? Number.parseInt(p, 8) : Number(p),
    );
  if (parts.some((p) => Number.isNaN(p))) return undefined;
  const last = parts.pop()!;
  // Each leading part is one byte; the last fills the remaining bytes.
  if (parts.some((p) => p > 255) || last >= 2 ** (8 * (4 - parts.length))) return undefined;
  let n = 0;
  for (const p of parts) n = n * 256 + p;
  return n * 2 ** (8 * (4 - parts.length)) + last;
}

/** An IPv6 address (brackets and zone dropped) as eight 16-bit groups, an embedded IPv4 tail expanded. */
function ipv6Groups(host: string): number[] | undefined {
  const h = host.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (h.length > 64 || !/^[0-9a-f:.]+$/i.test(h) || !h.includes(':')) return undefined;
  let text = h;
  const tail = /:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(h);
  if (tail) {
    const n = ipv4Number(tail[1]!);
    if (n === undefined) return undefined;
    text = `${h.slice(0, tail.index)}:${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const side = (s: string) => (s === '' ? [] : s.split(':'));
  const head = side(halves[0]!);
  const rest = halves.length === 2 ? side(halves[1]!) : [];
  const fill = 8 - head.length - rest.length;
  if (fill < 0 || (halves.length === 1 && fill !== 0)) return undefined;
  const groups = [...head, ...Array<string>(fill).fill('0'), ...rest];
  if (groups.some((g) => !/^[0-9a-f]{1,4}$/i.test(g))) return undefined;
  return groups.map((g) => Number.parseInt(g, 16));
}

/** Whether a host (as `hostOf` gives it, IPv6 with or without brackets) is a cloud metadata service. */
export function isMetadataHost(host: string): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  if (METADATA_NAMES.test(h)) return true;
  const v4 = ipv4Number(h);
  if (v4 !== undefined) return METADATA_V4.has(v4);
  const v6 = ipv6Groups(h);
  if (!v6) return false;
  if (v6.every((g, i) => g === AWS_V6[i])) return true;
  // An IPv4-mapped or -compatible address (`::ffff:a9fe:a9fe`) is the IPv4 one.
  const mapped = v6.slice(0, 5).every((g) => g === 0) && (v6[5] === 0xffff || v6[5] === 0);
  return mapped && METADATA_V4.has(v6[6]! * 0x10000 + v6[7]!);
}

/**
 * Paths of a metadata service that return credentials: AWS's (and Alibaba's) role credentials
 * (`/latest/meta-data/iam/security-credentials/…`, `identity-credentials`, `ram/security-credentials`),
 * Google's service-account tokens (`/computeMetadata/v1/instance/service-accounts/…/token|identity`), Azure's
 * managed-identity token (`/metadata/identity/oauth2/token`), the ECS task role (`/v2/credentials`, the path in
 * `AWS_CONTAINER_CREDENTIALS_RELATIVE_URI`) and Oracle's instance principal (`/opc/v*\/identity`). A region,
 * zone, instance type or IMDSv2 session token is not one.
 */
const CREDENTIAL_PATH =
  /\/(?:latest\/meta-data\/(?:iam\/security-credentials|identity-credentials|ram\/security-credentials)|computemetadata\/v1\/instance\/service-accounts\/(?:[^/?#]{1,200}\/(?:token|identity)|\$|\{|[^/?#]{0,200}\?recursive)|metadata\/identity\/oauth2\/token|v2\/credentials|opc\/v\d\/identity)|aws_container_credentials_relative_uri/i;

export function isMetadataCredentialUrl(url: string): boolean {
  return CREDENTIAL_PATH.test(url.slice(0, 2048));
}
