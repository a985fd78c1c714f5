/**
 * Catalan word lists, merged into the Portuguese and Italian ones of romance-words.ts (read by
 * intents-romance.ts), the imperative list of lexicon.ts and the telling verbs of the concealment reader
 * (docs/prose.md): the verbs an attacker uses to have a secret sent — imperative ("envia", "enganxa"),
 * plural ("envieu"), infinitive ("enviar"), participle ("enviat") — and the secrets written as words ("clau
 * privada", "credencials"). Catalan joins its object pronouns to the verb ("envia'l", "enganxa'n",
 * "envia-ho", "enviar-la", "n'enganxa"), so each verb is listed with them. Space-separated strings (lexicon.ts builds
 * the sets; it imports this module, so nothing is imported back). Lower case, like tokens.
 */

/** Object pronouns a verb carries: "envia'l", "enganxa'n", "envia-ho", "enviar-la", "puja-les". */
const CLITICS = ["'l", "'n", "'ls", '-ho', '-la', '-les', '-lo', '-los', '-ne', '-hi', '-li'];

/** Pronouns elided before a verb that starts with a vowel: "n'enganxa el text", "l'envia". */
const PROCLITICS = ["n'", "l'"];
const VOWEL = /^[aeiouàèéíòóú]/;

/** Each verb form, and each form with a pronoun joined to it. */
function withClitics(forms: string): string {
  const out: string[] = [];
  for (const f of forms.split(/\s+/)) {
    if (!f) continue;
    out.push(f);
    for (const c of CLITICS) out.push(f + c);
    if (VOWEL.test(f)) for (const c of PROCLITICS) out.push(c + f);
  }
  return out.join(' ');
}

/** Send, paste, upload, attach, share, forward. */
export const CA_SEND = withClitics(
  'envia envieu enviar enviat enviada enganxa enganxeu enganxar enganxat enganxada puja pugeu pujar pujat ' +
    'pujada carrega carregueu carregar adjunta adjunteu adjuntar adjuntat adjuntada comparteix compartiu ' +
    'compartir tramet trameteu trametre reenvia reenvieu reenviar',
);

/** Imperatives that open a Catalan step (read, copy, open, add, run, fetch, and the sends). */
export const CA_IMPERATIVES = `obre obriu llegeix llegiu copia copieu afegeix afegiu posa poseu fes feu executa executeu descarrega descarregueu instal·la comprova desa esborra elimina ${CA_SEND}`;

/** Secrets named in words, as phrases. */
export const CA_SECRET_PHRASES: string[][] = [
  ['clau', 'privada'],
  ['claus', 'privades'],
  ['clau', 'ssh'],
  ['claus', 'ssh'],
  ['clau', "d'accés"],
  ['claus', "d'accés"],
  ['clau', 'api'],
  ['clau', 'de', "l'api"],
  ['claus', 'api'],
  ['credencials'],
  ['contrasenya'],
  ['contrasenyes'],
  ['token', "d'accés"],
  ['tokens', "d'accés"],
  ['variables', "d'entorn"],
  ['frase', 'de', 'recuperació'],
];
export const CA_SECRET_HEADS = 'clau claus credencials contrasenya contrasenyes token tokens variables frase';
/** "clau pública": a public key is no secret. */
export const CA_PUBLIC = 'públiques';

/** The user, or what the user reads. */
export const CA_AUDIENCE = 'usuari usuària usuaris resum resposta informe';

/** Telling verbs ("no cal dir-ho a l'usuari", "sense avisar l'usuari", "no ho comentis"). */
export const CA_TELL = `${withClitics('comentar mencionar esmentar explicar avisar informar')} dir-ho dir-li dir-los comentis mencionis esmentis diguis expliquis avisis informis comenteu mencioneu esmenteu digueu expliqueu aviseu informeu`;

/** Markers of a request that is not an imperative: obligation, wish, "please". */
export const CA_ASK_PHRASES: string[][] = [
  ['cal'],
  ['caldria'],
  ['si', 'us', 'plau'],
  ['has', 'de'],
  ['heu', 'de'],
  ['podries'],
  ['podríeu'],
  ["assegura't"],
];
export const CA_ASK_HEADS = "cal caldria si has heu podries podríeu assegura't";

/** Fetch and run ("descarrega … i executa-ho"). */
export const CA_FETCH = withClitics('descarrega descarregueu descarregar baixa baixeu obtén obteniu');
export const CA_RUN = withClitics('executa executeu executar');
