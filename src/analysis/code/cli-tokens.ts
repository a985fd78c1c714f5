import type { SecretClass, Value } from '../facts.js';

/**
 * Cloud and forge CLIs that print the user's token (`gh auth token`, `gcloud auth print-access-token`,
 * `az account get-access-token`, `aws configure export-credentials`). Their output is what a program
 * needs to call the vendor's API, so it is configuration like the variable the CLI itself honours
 * (`$GITHUB_TOKEN`; `CONFIG_SECRETS` in src/rules/support/flows.ts): quiet on its own and when sent to the
 * vendor's own host (`Authorization: Bearer $(gh auth token)` to api.github.com), exfiltration when sent
 * anywhere else (data-exfiltration decides, `isIntendedCall`).
 */
interface TokenCommand {
  /** The subcommand words after the program that print a token. */
  words: RegExp;
  /** The variable the vendor's CLI reads the same token from: names the vendor for `isIntendedCall`. */
  variable: string;
  /** What the output is, when more than a token for the vendor's API (a whole credentials file). */
  secret?: SecretClass;
}

const TOKEN_COMMANDS: Record<string, TokenCommand[]> = {
  gh: [{ words: /^auth (?:token|status (?:\S{1,40} ){0,6}(?:-t|--show-token))\b/, variable: 'GITHUB_TOKEN' }],
  gcloud: [
    {
      words: /^auth (?:application-default )?print-(?:access|identity)-token\b/,
      variable: 'GOOGLE_OAUTH_ACCESS_TOKEN',
    },
  ],
  az: [{ words: /^account get-access-token\b/, variable: 'AZURE_ACCESS_TOKEN' }],
  // `--raw` prints the kubeconfig with its client keys, certificates and tokens (redacted without it).
  kubectl: [{ words: /^config view\b[ \S]{0,200}?--raw\b/, variable: 'KUBECONFIG', secret: 'kube-config' }],
  aws: [
    {
      words:
        /^(?:configure (?:export-credentials|get (?:aws_secret_access_key|aws_session_token))|sts get-session-token|ecr get-login-password)\b/,
      variable: 'AWS_SECRET_ACCESS_KEY',
    },
  ],
};

/**
 * The output of a token printer, when `program` and its `words` (space-joined, after the program) are
 * one: a secret of class `cli-login-token` carrying the variable that names the vendor, and the command as
 * shown in messages.
 */
export function cliTokenOutput(
  program: string,
  words: string,
): { value: Value; command: string } | undefined {
  const name = program
    .replace(/^.*[\\/]/, '')
    .replace(/\.exe$/i, '')
    .toLowerCase();
  const hit = Object.hasOwn(TOKEN_COMMANDS, name)
    ? TOKEN_COMMANDS[name]!.find((t) => t.words.test(words))
    : undefined;
  if (!hit) return undefined;
  const command = `${name} ${words}`.slice(0, 120);
  const value: Value = {
    text: `$(${command})`,
    literal: false,
    taints: ['secret'],
    secret: hit.secret ?? 'cli-login-token',
    vars: [hit.variable],
  };
  return { value, command };
}

/** The programs `cliTokenOutput` knows. */
export const CLI_TOKEN_PROGRAMS: readonly string[] = Object.keys(TOKEN_COMMANDS);
