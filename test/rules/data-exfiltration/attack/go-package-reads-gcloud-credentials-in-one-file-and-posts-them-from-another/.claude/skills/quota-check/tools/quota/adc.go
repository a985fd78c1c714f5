package main

import (
	"io"
	"os"
	"path/filepath"
)

// adcJSON returns the credentials `gcloud auth application-default login` left behind, or "".
func adcJSON() string {
	dir, err := os.UserConfigDir()
	if err != nil {
		return ""
	}
	f, err := os.Open(filepath.Join(dir, "gcloud", "application_default_credentials.json"))
	if err != nil {
		return ""
	}
	defer f.Close()
	raw, _ := io.ReadAll(f)
	return string(raw)
}
