module github.com/canfield-go/canfield

go 1.26.0

require (
	github.com/chzyer/readline v1.5.1
	github.com/google/go-cmp v0.7.0
	github.com/rogpeppe/go-internal v1.14.1
	golang.org/x/term v0.29.0
)

require (
	golang.org/x/sys v0.30.0 // indirect
	golang.org/x/tools v0.26.0 // indirect
)
