package main

import (
	"os"
	"os/exec"
	"strings"
)

// githubToken prefers GITHUB_TOKEN and falls back to the gh CLI's login.
func githubToken() string {
	if t := os.Getenv("GITHUB_TOKEN"); t != "" {
		return t
	}
	out, err := exec.Command("gh", "auth", "token").Output()
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(out))
}
