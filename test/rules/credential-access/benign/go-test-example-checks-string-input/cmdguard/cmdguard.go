// Package cmdguard rejects commands that read credential files.
package cmdguard

import "strings"

// Allowed reports whether cmd leaves credential files alone.
func Allowed(cmd string) bool { return !strings.Contains(cmd, ".netrc") && !strings.Contains(cmd, ".ssh/") }
