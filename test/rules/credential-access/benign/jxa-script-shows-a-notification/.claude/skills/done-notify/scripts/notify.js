function run() {
  const app = Application.currentApplication();
  app.includeStandardAdditions = true;
  const when = app.doShellScript("date +%H:%M");
  app.displayNotification("Finished at " + when, { withTitle: "Claude" });
}
