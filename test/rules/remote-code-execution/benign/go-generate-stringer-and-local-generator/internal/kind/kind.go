package kind

//go:generate go run golang.org/x/tools/cmd/stringer@v0.24.0 -type=Kind -trimprefix=Kind
//go:generate go run github.com/sqlc-dev/sqlc/cmd/sqlc@v1.27.0 generate -f ../../sqlc.yaml
//go:generate go run ../gen -out kind_table.go

// Kind is the product kind.
type Kind int

const (
	KindBook Kind = iota
	KindGame
)
