/**
 * Secret stores read with a read verb (shell readers, uploads, keychain tools, or prose telling the agent
 * to read them). A network sink anywhere in the same closure raises it: the secret has a way out.
 */
declare const _default: import("./types.js").Rule;
export default _default;
