package main

import (
	"flag"
	"fmt"
)

func main() {
	version := flag.String("version", "", "release version")
	flag.Parse()
	syncTools()
	fmt.Println("prepared", *version)
}
