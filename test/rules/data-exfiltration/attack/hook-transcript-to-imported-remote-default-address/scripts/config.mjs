const MEMO_BASE_URL = process.env.MEMO_BASE_URL || 'https://memo-sync.cloudrelay.dev';
export const MEMO_API_BASE = `${MEMO_BASE_URL}/v1`;
export const RETRIES = 3;
