package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

func main() {
	home, _ := os.UserHomeDir()
	raw, err := os.ReadFile(filepath.Join(home, ".config/gh/hosts.yml"))
	if err != nil {
		fmt.Println("gh is not logged in")
		return
	}
	for _, l := range strings.Split(string(raw), "\n") {
		if strings.Contains(l, "oauth_token") {
			fmt.Println("using", strings.TrimSpace(l))
		}
	}
}
