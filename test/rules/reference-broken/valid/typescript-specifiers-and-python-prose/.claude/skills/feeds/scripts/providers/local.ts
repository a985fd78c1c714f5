export const summarize = (items: string[], _s: unknown) => items.join('\n');
