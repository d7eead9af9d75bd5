// Package deploy checks the files that run canfield-stats on batch
// engines: the Dockerfile with Docker's own parser, the Kubernetes
// manifests decoded into the Kubernetes API's types, the Slurm script run
// as Slurm would run it, and the comparison of verdicts that
// slurm/run-local.sh makes after running it on a real Slurm. It is a module
// of its own, so that the library's go.mod does not carry the Kubernetes
// types.
package deploy
