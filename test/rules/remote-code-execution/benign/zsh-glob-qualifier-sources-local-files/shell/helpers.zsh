# Team helpers: every file of shell/functions, newest first, and the release notes link.
for f in ${0:h}/functions/*.zsh(#qN.om); do
  source $f
done
notes() { curl -fsS https://api.github.com/repos/acme/widgets/releases/latest | jq -r .body; }
