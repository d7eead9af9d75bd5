module github.com/canfield-go/canfield

go 1.23

require (
	github.com/google/go-cmp v0.7.0
	golang.org/x/tools v0.30.0
)
