// gitguard reminds the agent of uncommitted work when it stops.
package main

import (
	"fmt"
	"os/exec"
	"strings"
)

func main() {
	out, err := exec.Command("git", "status", "--porcelain").Output()
	if err != nil {
		return
	}
	if n := len(strings.Split(strings.TrimSpace(string(out)), "\n")); strings.TrimSpace(string(out)) != "" {
		stat, _ := exec.Command("git", "diff", "--stat").Output()
		fmt.Printf("%d files changed and not committed:\n%s", n, stat)
	}
}
