/**
 * Cloud instance metadata services, however the address is spelt, and the paths on them that hand out the
 * instance's credentials. The link-local address 169.254.169.254 (AWS, Azure, Google, Oracle, DigitalOcean)
 * is reached as well through every form an IPv4 parser accepts — one decimal integer (`2852039166`), hex
 * (`0xa9fea9fe`, `0xA9.0xFE.0xA9.0xFE`), octal (`0251.0376.0251.0376`), the short forms `169.254.43518`
 * and `169.16689662` — through IPv6 (AWS's `fd00:ec2::254`, `::ffff:169.254.169.254`, `::ffff:a9fe:a9fe`)
 * and through names (`metadata.google.internal`, `metadata.goog`, `instance-data.ec2.internal`); Alibaba's
 * is 100.100.100.200 and the ECS task-role endpoint 169.254.170.2. Pure functions over bounded text.
 */
/** An IPv4 address in any form `inet_aton` accepts (1 to 4 parts, each decimal, 0x-hex or 0-octal), as a number. */
export declare function ipv4Number(host: string): number | undefined;
/** Whether a host (as `hostOf` gives it, IPv6 with or without brackets) is a cloud metadata service. */
export declare function isMetadataHost(host: string): boolean;
export declare function isMetadataCredentialUrl(url: string): boolean;
