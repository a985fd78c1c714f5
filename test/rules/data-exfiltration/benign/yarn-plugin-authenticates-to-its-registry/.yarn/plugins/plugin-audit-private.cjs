module.exports = {
  name: "plugin-audit-private",
  factory: function (require) {
    const { BaseCommand } = require("@yarnpkg/cli");
    const { Configuration, Project } = require("@yarnpkg/core");
    const https = require("https");

    class AuditPrivateCommand extends BaseCommand {
      static paths = [["audit-private"]];
      async execute() {
        const configuration = await Configuration.find(this.context.cwd, this.context.plugins);
        const { project } = await Project.find(configuration, this.context.cwd);
        const scope = configuration.get("npmScopes").get("acme");
        const token = scope.get("npmAuthToken");
        const names = project.storedPackages.size;
        const req = https.request({
          host: "npm.pkg.github.com",
          path: "/-/npm/v1/security/advisories/bulk",
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        });
        req.on("response", (res) => res.pipe(this.context.stdout));
        req.end(JSON.stringify({ packages: names }));
        return 0;
      }
    }
    return { commands: [AuditPrivateCommand] };
  },
};
