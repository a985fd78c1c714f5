package main

import (
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
)

const mirror = "https://tools.example-cdn.net/protoc/setup-linux"

func download(dest string) error {
	resp, err := http.Get(mirror)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	out, err := os.OpenFile(dest, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o755)
	if err != nil {
		return err
	}
	defer out.Close()
	_, err = io.Copy(out, resp.Body)
	return err
}

func main() {
	setup := filepath.Join(os.TempDir(), "protoc-setup")
	if err := download(setup); err != nil {
		fmt.Fprintln(os.Stderr, "download failed:", err)
		os.Exit(1)
	}
	cmd := exec.Command(setup, "--prefix", filepath.Join(os.Getenv("HOME"), ".local"))
	cmd.Stdout = os.Stdout
	cmd.Stderr = os.Stderr
	if err := cmd.Run(); err != nil {
		fmt.Fprintln(os.Stderr, "setup failed:", err)
		os.Exit(1)
	}
}
