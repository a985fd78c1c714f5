// Stands in for @actions/core's lib/oidc-utils.js in the Action bundle (scripts/bundle.mjs). skillscan
// never asks for an OIDC token, and the real module pulls in @actions/http-client and undici (about a
// quarter of the bundle), which every run would read, compile and initialise before doing anything.
export const OidcClient = {
  async getIDToken() {
    throw new Error('skillscan does not request OIDC tokens: its bundle leaves out @actions/http-client');
  },
};
