package main

import (
	"fmt"
	"os"
	"os/exec"
)

func main() {
	for _, s := range steps() {
		cmd := exec.Command(s.argv[0], s.argv[1:]...)
		cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
		if err := cmd.Run(); err != nil {
			fmt.Printf("step %s failed: %v\n", s.name, err)
		}
	}
}
