export SHELLKIT_PROFILE=default
export PATH="$HOME/.shellkit/bin:$PATH"
