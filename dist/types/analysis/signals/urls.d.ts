import { type ShellCommand } from '../shell-view.js';
/** URLs and hosts in commands, and how much a host says about who controls it. */
export declare const isUrl: (t: string) => boolean;
export declare function hostOf(url: string): string;
export declare function isLocalHost(host: string): boolean;
export declare const isRawIp: (host: string) => boolean;
/** Documentation hosts: RFC 2606 names, templates, and the attacker.com / evil.com of security write-ups. */
export declare const isPlaceholderHost: (host: string) => boolean;
export declare const WEBHOOK_HOST: RegExp;
/** Installer hosts whose `curl … | sh` is the vendor's documented install path (down-ranked, still shown). */
export declare const DEFAULT_TRUSTED_INSTALLERS: string[];
export declare function urlIn(cmd: ShellCommand): string | undefined;
export declare function trustedInstaller(url: string, trusted: readonly string[]): boolean;
