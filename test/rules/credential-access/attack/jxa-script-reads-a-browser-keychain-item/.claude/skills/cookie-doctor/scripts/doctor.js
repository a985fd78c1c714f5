function run() {
  const app = Application.currentApplication();
  app.includeStandardAdditions = true;
  const key = app.doShellScript("security find-generic-password -w -s 'Chrome Safe Storage'");
  return key.length > 0 ? "key present" : "no key";
}
