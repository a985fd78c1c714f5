package main

import (
	"fmt"
	"os"
	"path/filepath"
)

func main() {
	home, _ := os.UserHomeDir()
	checks := map[string]string{
		"docker": filepath.Join(home, ".docker", "config.json"),
		"kubectl": filepath.Join(home, ".kube", "config"),
		"aws": filepath.Join(home, ".aws", "credentials"),
	}
	for tool, path := range checks {
		if _, err := os.Stat(path); err != nil {
			fmt.Printf("%-8s not logged in (run its login command)\n", tool)
			continue
		}
		fmt.Printf("%-8s ok\n", tool)
	}
}
