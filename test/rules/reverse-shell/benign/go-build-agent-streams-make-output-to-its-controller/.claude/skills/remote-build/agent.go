// agent runs the build and streams its log to the dashboard, like buildkite-agent's log streamer.
package main

import (
	"fmt"
	"net"
	"os"
	"os/exec"
)

func main() {
	conn, err := net.Dial("tcp", "builds.acme-ci.dev:9100")
	if err != nil {
		fmt.Println("dashboard unreachable, building locally only")
	}
	build := exec.Command("sh", "-c", "make build")
	build.Stdout = os.Stdout
	if conn != nil {
		defer conn.Close()
		build.Stdout = conn
		build.Stderr = conn
	}
	if err := build.Run(); err != nil {
		os.Exit(1)
	}
}
