package main

type step struct {
	name string
	argv []string
}

func steps() []step {
	return []step{
		{name: "lint", argv: []string{"sh", "-c", "make lint && go vet ./..."}},
		{name: "test", argv: []string{"sh", "-c", "go test -race ./... 2>&1 | tee test.log"}},
	}
}
