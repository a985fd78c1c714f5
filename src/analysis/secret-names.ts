/**
 * Which service a secret's name says it belongs to: the words of `FALCON_CLIENT_SECRET` that are not generic
 * (FALCON). Shared by the rules' ties between a variable and the host it is sent to
 * (src/rules/support/service-ties.ts) and the prose reading of a request's credential slot
 * (src/analysis/prose/credential-slots.ts), so both read a name the same way.
 */

/** Generic words in secret variable names; what is left names the service a token belongs to. */
const GENERIC = new Set([
  'API',
  'KEY',
  'TOKEN',
  'SECRET',
  'ACCESS',
  'AUTH',
  'PAT',
  'CLIENT',
  'ID',
  'PRIVATE',
  'PASSWORD',
  'PASS',
  'CREDENTIALS',
  'CREDENTIAL',
  'BEARER',
  'APP',
  'PERSONAL',
  'OAUTH',
  'REFRESH',
  'SESSION',
  'USER',
  'ENV',
  'DEFAULT',
  // A role, not a vendor: `SS_ADMIN_PASSWORD` is Secret Server's admin password, not an "Admin" service's.
  'ADMIN',
]);

/** The words of a name that say whose it is: `FALCON_CLIENT_SECRET` → FALCON. */
export function serviceWords(name: string): string[] {
  return name
    .toUpperCase()
    .split('_')
    .filter((w) => w.length >= 2 && !GENERIC.has(w));
}

/** Words that open a slot the reader fills (`YOUR_API_KEY`, `<your-salesforce-token>`). */
export const FILL_LEAD = /^(?:your|my|the)[_-]/i;

/** The name a variable or slot gives its value: `${SF_TOKEN}` → SF_TOKEN, `<your-github-token>` → GITHUB_TOKEN. */
export function slotName(value: string): string {
  let name = value.replace(/^\$\{?|[{}<>]/g, '').replace(/[^A-Za-z0-9]+/g, '_');
  while (FILL_LEAD.test(name)) name = name.replace(FILL_LEAD, '');
  return name.toUpperCase();
}
