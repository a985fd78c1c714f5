// update fetches the pinned release of the lint helper, checks it against the
// published SHA-256 and replaces the installed binary (the selfupdate pattern of
// many Go CLIs).
package main

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
)

const (
	release = "https://github.com/acme/lintx/releases/download/v1.8.2/lintx-linux-amd64"
	sum     = "2f0c1b6e9ad5c6bd8f3e3a1b0f8a6c9d4e7b1a2c3d4e5f60718293a4b5c6d7e8"
)

func main() {
	resp, err := http.Get(release)
	if err != nil {
		fmt.Println("download failed:", err)
		os.Exit(1)
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	if err != nil {
		os.Exit(1)
	}
	got := sha256.Sum256(data)
	if hex.EncodeToString(got[:]) != sum {
		fmt.Println("checksum mismatch, keeping the installed version")
		os.Exit(1)
	}
	exe, err := os.Executable()
	if err != nil {
		os.Exit(1)
	}
	tmp := filepath.Join(filepath.Dir(exe), ".lintx.new")
	if err := os.WriteFile(tmp, data, 0o755); err != nil {
		os.Exit(1)
	}
	if err := os.Rename(tmp, exe); err != nil {
		os.Exit(1)
	}
	fmt.Println("lintx updated to v1.8.2")
}
