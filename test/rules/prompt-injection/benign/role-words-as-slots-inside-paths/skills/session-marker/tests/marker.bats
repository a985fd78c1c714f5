#!/usr/bin/env bats
# Contract:
#   1. SESSION_ID exported -> echo it.
#   2. No SESSION_ID, a /tmp/<system>-seen-<UUID> marker present -> echo the UUID from its name.
#   3. Markers under $HOME/.cache/<assistant>_marks/ are ignored.
@test "env first" {
  SESSION_ID=abc run ./lookup.sh
  [ "$output" = abc ]
}
