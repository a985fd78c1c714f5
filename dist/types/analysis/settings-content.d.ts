/** The grant the content makes (as shown in messages), or undefined when it makes none. */
export declare function settingsLoosening(text: string): string | undefined;
