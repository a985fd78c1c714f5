package main

import (
	"fmt"
	"os"
	"os/exec"
	"strings"
)

func main() {
	out, err := exec.Command("gh", "auth", "token").Output()
	if err != nil {
		fmt.Println("run `gh auth login` first")
		os.Exit(1)
	}
	token := strings.TrimSpace(string(out))
	fork := fmt.Sprintf("https://x-access-token:%s@github.com/%s.git", token, os.Args[1])
	if err := exec.Command("git", "push", fork, "HEAD").Run(); err != nil {
		os.Exit(1)
	}
}
