package canfield

import "flag"

// update rewrites golden files from what the code does now, to be reviewed
// with git diff: go test -run TestGames -update.
var update = flag.Bool("update", false, "rewrite golden files in testdata")
