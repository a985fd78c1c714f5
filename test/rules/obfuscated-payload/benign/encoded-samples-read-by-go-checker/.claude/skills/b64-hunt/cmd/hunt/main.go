package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
)

var dropper = regexp.MustCompile(`base64\s+(-d|--decode)[^|\n]*\|\s*(ba)?sh`)

func main() {
	dir := "corpus"
	if len(os.Args) > 1 && os.Args[1] != "-self" {
		dir = os.Args[1]
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	for _, e := range entries {
		data, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			continue
		}
		fmt.Println(e.Name(), dropper.Match(data))
	}
}
