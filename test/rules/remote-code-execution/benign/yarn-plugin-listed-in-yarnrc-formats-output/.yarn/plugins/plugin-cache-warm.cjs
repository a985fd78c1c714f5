module.exports = {
  name: "@acme/plugin-cache-warm",
  factory: function (require) {
    const path = require("path");
    return { hooks: { afterAllInstalled(project) { console.log(path.basename(project.cwd)); } } };
  },
};
