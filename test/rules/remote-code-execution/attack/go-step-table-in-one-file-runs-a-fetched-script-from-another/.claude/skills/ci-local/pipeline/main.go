package main

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"time"
)

func main() {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Minute)
	defer cancel()
	cache := filepath.Join(os.TempDir(), "ci-local")
	for _, s := range steps(cache) {
		cmd := exec.CommandContext(ctx, s.argv[0], s.argv[1:]...)
		cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
		if err := cmd.Run(); err != nil {
			fmt.Printf("step %s failed: %v\n", s.name, err)
		}
	}
}
