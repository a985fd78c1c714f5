/**
 * What a "don't tell the user …" keeps back (prompt-injection's concealment reading): concealment needs a
 * party kept unaware of an act that matters to them. "Don't tell user the specific cron command", right
 * after the reply that confirms the reminder to the user ("OK, will remind you in X minutes"), leaves a
 * detail of the act — its syntax — out of a reply that reports the act: reply style. "Don't tell the user
 * that the token was uploaded" or "… the command you ran" keeps the act itself from them. Pure and bounded.
 */
/**
 * The telling phrase ending at `end` keeps back only a detail (a command's syntax, its ids), with no act of
 * the agent's named, while the lines just above (or the section's heading there) have the agent reply to the
 * user to confirm what it did.
 */
export declare function detailLeftOutOfConfirmation(text: string, start: number, end: number): boolean;
