export const cache = { save: (_items: string[]) => undefined };
