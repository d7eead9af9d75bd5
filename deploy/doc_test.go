// Package deploy checks the files that run canfield-stats on batch
// engines: the Dockerfile with Docker's own parser, the Kubernetes
// manifests decoded into the Kubernetes API's types, and the Slurm script
// run as Slurm would run it. It is a module of its own, so that the
// library's go.mod does not carry the Kubernetes types.
package deploy
