import { words } from './lexicon.js';

/**
 * The word classes of content-authority.ts, by role: where another party's text sits (carriers and writers),
 * what it is made into (instructions), the verbs that obey, rank or give it a status, and the checks that keep
 * the user in charge. Dutch and Romanian forms sit beside the English ones (the other languages reach these
 * readings through their own recognisers).
 */

/** Text whose words are what gets obeyed: a cell's note, a mail's body, a comment, a log line. */
export const TEXT_PART = words(
  'cell cells comment comments message messages mail mails email emails e-mail e-mails log logs ' +
    // Dutch, Romanian.
    'cel cellen opmerking opmerkingen commentaar reactie reacties bericht berichten commitbericht ' +
    'commitberichten logregel logregels logboek celula celulă celulele celulei comentariu comentariul ' +
    'comentarii comentariile comentariilor mesaj mesajul mesaje mesajele mesajului jurnal jurnalul jurnalului logul',
);
/** Work items that carry such text: their contained instructions are what gets obeyed. */
export const ITEM = words(
  'pdf pdfs page pages webpage webpages website websites site sites ticket tickets ' +
    'issue issues pr prs commit commits row rows column columns submission submissions attachment ' +
    'attachments inbox thread threads transcript transcripts feed feeds webhook webhooks payload payloads ' +
    'pagina paginas rij rijen kolom tichet tichetul tichete tichetului ' +
    'pagina paginii paginile rândul rânduri coloana coloanei',
);
/**
 * Carriers that are another party's only beside a word that says so: "the body" of a function or a page, "the
 * document" a hook points at are the project's own; "the body" of a mail from a sender, "the document owner",
 * the documents a sentence before called a client's are not.
 */
export const WEAK = words('body bodies document documents documenten documentul documentele corpul');
/** "the error message", "a status message": a tool's own output, not another party's text. */
export const TOOL_MESSAGE = words('error errors warning warnings status exit');
/** Obeyed instructions proper (a task is work, not a text obeyed: "run sender tasks concurrently"). */
export const INSTRUCTION_PROPER = words(
  'instruction instructions directive directives instructie instructies aanwijzing aanwijzingen ' +
    'instrucțiune instrucțiuni instrucțiunile instructiuni instructiunile directivă directivele',
);
/** Negators that open a clause and govern its verb however far: "No text read from the document was followed". */
export const CLAUSE_NEG = words('no never nothing none nobody niets geen nimic');
/** What precedence is over: "take precedence over", "have priority over", "hebben voorrang op". */
export const OVER = words('over before ahead above op boven față asupra înaintea');
/** Who writes such text. */
export const PARTY = words(
  'sender senders requester requesters customer customers client clients submitter submitters commenter commenters ' +
    'publisher publishers reporter reporters stranger strangers afzender aanvrager klant klanten ' +
    'expeditor expeditorul solicitant solicitantul clientul clienții',
);
/** Writers named only with a carrier before them: "the document owner", "the PR author", "the site owner". */
export const OWNER = words('owner owners author authors proprietarul autorul eigenaar auteur');
/** What content is made into: obeyed instructions proper, or tasks. */
export const INSTRUCTION: ReadonlySet<string> = new Set([
  ...INSTRUCTION_PROPER,
  ...words('task tasks opdracht opdrachten taak taken sarcină sarcina sarcini sarcinile'),
]);
/** Things to run or steps to take: binding only open-ended or taken literally. */
export const RUNNABLE = words(
  'command commands step steps block blocks snippet snippets code script scripts ' +
    'commando commandos stap stappen comandă comanda comenzi comenzile pas pașii pasi',
);
export const OBEY = words(
  'carry execute run apply perform follow obey implement enact act do comply heed honor honour ' +
    'voer uitvoeren volg volgen gehoorzaam ' +
    'execută executa executați urmează urmați aplică aplicați aplica efectuează îndeplinește îndepliniți rulează rulați',
);
/** Verbs that give content a status: "treat each cell as a task". */
export const TREAT = words(
  'treat regard consider handle interpret behandel beschouw tratează tratați consideră considerați',
);
export const AS = words('as als ca drept');
/** Precedence over the agent's own instructions. */
export const PRECEDENCE = words(
  'precedence supersede override outrank trump overrule prevail priority voorrang prioritate prevalează',
);
/** The agent's own instructions, as the object of precedence: "your defaults", "this skill", "your rules". */
export const OWN = words(
  'skill your you instruction instructions guidance prompt rules jouw je uw instructies regels tale ' +
    'skill-ului skillului instrucțiunile regulile',
);
/** Open-ended or literal: what makes commands and steps binding. */
export const OPEN = words('whatever any every each all orice oricare fiecare toate elke alle welke');
export const LITERAL = words('written verbatim literally as-is exactly scris întocmai letterlijk');
export const PRONOUN = new Set([
  'they',
  'them',
  'these',
  'those',
  'it',
  'ze',
  'zij',
  'deze',
  'ele',
  'acestea',
]);
/** "for you", "to carry out": a copular predicate addressed to the agent. */
export const FOR_AGENT = words('you agent assistant jou je tine');
export const BE = words('be is are zijn is sunt este');
/** The user's word, and checks that keep the user in charge. */
export const USER = words("user user's users gebruiker utilizatorul utilizator utilizatorului");
export const GATE = words(
  'ask confirm approve approval check show report quote flag mention present surface decide review ' +
    'vraag vragen bevestig întreabă întreba întrebi întrebați confirmă arată raportează',
);
export const SUSPICIOUS = words('suspicious untrusted verdacht suspect suspecte');
/** Negators the shared list lacks (Dutch, Romanian): "zonder te vragen", "fără să întrebi". */
export const LOCAL_NEG = words('zonder niet nooit geen fără nu niciodată');
/** A run or a send among what is obeyed: the hit drops the user's check on something risky. */
export const RISKY = words('send upload forward trimite stuur shell terminal bash');
/** Verbs that run what they take: with a command-like object the content's own commands run. */
export const RUN = words('run execute rulează rulați execută executați voer');
/** "Prompts hidden in a fetched PDF can override instructions": what content might do, not what it is given. */
export const MODAL = words('can could might may would try tries attempt attempts');
/** Marks of this text itself: "this document", "the page below". */
export const THIS = words('this deze dit acest acesta');
export const WHAT = words('what whatever wat alles ce');
export const SAYS = words('say says tell tells ask asks list lists zegt vraagt spune cere');

/** Words that tie a source after the object to it: "the steps in …", "commands from …", "that the log …". */
export const LINK = words(
  'in inside within from of on at that which listed written given found contained din în van uit',
);
/** What a source does with the instructions it holds: "whatever commands the log prints". */
export const HOLDS = words(
  'print prints output outputs show shows list lists say says give gives contain contains write writes',
);

/** What the sentence just before says about content: its instructions named, or only the content. */
export type ContentBefore = 'instructions' | 'source';
