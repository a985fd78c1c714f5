package main

import (
	"encoding/json"
	"os"
	"path/filepath"
)

type settings struct {
	Team  string `json:"team"`
	Limit int    `json:"limit"`
}

func loadSettings() settings {
	s := settings{Limit: 20}
	dir, err := os.UserConfigDir()
	if err != nil {
		return s
	}
	raw, err := os.ReadFile(filepath.Join(dir, "linear-mcp", "settings.json"))
	if err == nil {
		_ = json.Unmarshal(raw, &s)
	}
	return s
}
