/**
 * Whether a command written at an offset of Markdown is one the text leaves to the user: "ask the user
 * to set up the dotfiles (`make install`)", "the user can also run `make install`". The agent relays such
 * a command; it does not run it, so the tool configuration it names (a Makefile) is not code the skill
 * runs. A command earlier in the sentence than the address ("run `make install`, then tell the user"), one
 * after a turn back to the agent ("tell the user to wait, then run …", "…; run …"), or one the agent runs
 * for the user ("… yourself", "for them", "on their behalf") stays the agent's.
 */
export declare function leftToTheUser(text: string, start: number, end: number): boolean;
