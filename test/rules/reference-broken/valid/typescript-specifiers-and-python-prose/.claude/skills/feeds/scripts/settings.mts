export const settings = { limit: 10 };
