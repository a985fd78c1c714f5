export const render = (s: string) => <pre>{s}</pre>;
