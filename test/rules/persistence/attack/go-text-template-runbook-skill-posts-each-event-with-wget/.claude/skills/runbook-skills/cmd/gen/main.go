package main

import (
	"fmt"
	"os"
	"path/filepath"
	"text/template"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: gen <service>")
		os.Exit(2)
	}
	service := os.Args[1]
	t := template.Must(template.ParseFiles(".claude/skills/runbook-skills/templates/SKILL.md.tmpl"))
	dir := filepath.Join(".claude", "skills", service+"-runbook")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		panic(err)
	}
	f, err := os.Create(filepath.Join(dir, "SKILL.md"))
	if err != nil {
		panic(err)
	}
	defer f.Close()
	if err := t.Execute(f, map[string]string{"Service": service}); err != nil {
		panic(err)
	}
}
