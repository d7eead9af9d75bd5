package deploy

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	batchv1 "k8s.io/api/batch/v1"
	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/api/resource"
	"sigs.k8s.io/yaml"
)

// manifests decodes a file of Kubernetes objects strictly, a field that the
// API's types do not know being an error, into Jobs and claims.
func manifests(t *testing.T, name string) (jobs []batchv1.Job, claims []corev1.PersistentVolumeClaim) {
	t.Helper()
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	for i, doc := range strings.Split(string(data), "\n---\n") {
		var meta struct{ APIVersion, Kind string }
		if err := yaml.Unmarshal([]byte(doc), &meta); err != nil {
			t.Fatalf("%s, object %d: %v", name, i+1, err)
		}
		switch meta.APIVersion + " " + meta.Kind {
		case "batch/v1 Job":
			var job batchv1.Job
			if err := yaml.UnmarshalStrict([]byte(doc), &job); err != nil {
				t.Fatalf("%s, object %d: %v", name, i+1, err)
			}
			jobs = append(jobs, job)
		case "v1 PersistentVolumeClaim":
			var claim corev1.PersistentVolumeClaim
			if err := yaml.UnmarshalStrict([]byte(doc), &claim); err != nil {
				t.Fatalf("%s, object %d: %v", name, i+1, err)
			}
			claims = append(claims, claim)
		default:
			t.Fatalf("%s, object %d: %s %s is not one the test knows", name, i+1, meta.APIVersion, meta.Kind)
		}
	}
	return jobs, claims
}

// flagValue returns the value of -name in args, the last if it is there
// more than once, as the flag package reads them.
func flagValue(args []string, name string) (string, bool) {
	value, ok := "", false
	for i := 0; i+1 < len(args); i++ {
		if args[i] == "-"+name || args[i] == "--"+name {
			value, ok = args[i+1], true
		}
	}
	return value, ok
}

// checkPod checks what every pod of canfield-stats needs: the image of
// deploy/Dockerfile run by its entry point as its user, never root, and a
// volume mounted from the claim for its results.
func checkPod(t *testing.T, job batchv1.Job, claim string) (corev1.Container, corev1.VolumeMount) {
	t.Helper()
	_, uid, entrypoint := finalStage(t)
	pod := job.Spec.Template.Spec
	if len(pod.Containers) != 1 {
		t.Fatalf("job %s has %d containers, want 1", job.Name, len(pod.Containers))
	}
	c := pod.Containers[0]
	if !strings.HasPrefix(c.Image, "canfield-stats:") || c.ImagePullPolicy != corev1.PullIfNotPresent {
		t.Errorf("job %s runs image %q, pulled %q: want deploy/Dockerfile's canfield-stats, pulled IfNotPresent so that a loaded image serves", job.Name, c.Image, c.ImagePullPolicy)
	}
	if len(c.Command) > 0 && !slices.Equal(c.Command, entrypoint) {
		t.Errorf("job %s's command %v overrides the image's entry point %v", job.Name, c.Command, entrypoint)
	}
	if pod.RestartPolicy != corev1.RestartPolicyNever {
		t.Errorf("job %s restarts its pods %q: want Never, so that a failure counts against the backoff limit", job.Name, pod.RestartPolicy)
	}
	psc, csc := pod.SecurityContext, c.SecurityContext
	if psc == nil || csc == nil {
		t.Fatalf("job %s: want the pod's and the container's security contexts", job.Name)
	}
	if psc.RunAsNonRoot == nil || !*psc.RunAsNonRoot || psc.RunAsUser == nil || *psc.RunAsUser != uid || psc.FSGroup == nil || *psc.FSGroup != uid {
		t.Errorf("job %s: want runAsNonRoot, and runAsUser and fsGroup %d, the Dockerfile's USER (the volume must be writable by it)", job.Name, uid)
	}
	if csc.AllowPrivilegeEscalation == nil || *csc.AllowPrivilegeEscalation || csc.ReadOnlyRootFilesystem == nil || !*csc.ReadOnlyRootFilesystem ||
		csc.Capabilities == nil || !slices.Equal(csc.Capabilities.Drop, []corev1.Capability{"ALL"}) {
		t.Errorf("job %s's container: want allowPrivilegeEscalation false, readOnlyRootFilesystem, and all capabilities dropped", job.Name)
	}
	if len(c.VolumeMounts) != 1 {
		t.Fatalf("job %s mounts %d volumes, want the results'", job.Name, len(c.VolumeMounts))
	}
	mount := c.VolumeMounts[0]
	i := slices.IndexFunc(pod.Volumes, func(v corev1.Volume) bool { return v.Name == mount.Name })
	if i < 0 || pod.Volumes[i].PersistentVolumeClaim == nil || pod.Volumes[i].PersistentVolumeClaim.ClaimName != claim {
		t.Errorf("job %s mounts %s, which is not the claim %s", job.Name, mount.Name, claim)
	}
	return c, mount
}

// memLimitMiB returns a container's memory limit in MiB, 0 if it has none.
func memLimitMiB(c corev1.Container) int64 {
	q, ok := c.Resources.Limits[corev1.ResourceMemory]
	if !ok {
		return 0
	}
	return q.Value() >> 20
}

// TestJobManifest checks the Indexed Job against canfield-stats' flags,
// then starts its last pod's command with the pod's variables and waits
// for the header of its shard's file.
func TestJobManifest(t *testing.T) {
	jobs, claims := manifests(t, "job.yaml")
	if len(jobs) != 1 || len(claims) != 1 {
		t.Fatalf("job.yaml holds %d jobs and %d claims, want one of each", len(jobs), len(claims))
	}
	job, claim := jobs[0], claims[0]
	if !slices.Contains(claim.Spec.AccessModes, corev1.ReadWriteMany) {
		t.Errorf("the claim's access modes are %v: pods on many nodes write it", claim.Spec.AccessModes)
	}
	spec := job.Spec
	if spec.CompletionMode == nil || *spec.CompletionMode != batchv1.IndexedCompletion {
		t.Fatal("the Job is not Indexed: its pods get no JOB_COMPLETION_INDEX")
	}
	if spec.Completions == nil || spec.Parallelism == nil {
		t.Fatal("want completions, the number of shards, and parallelism")
	}
	if *spec.Parallelism < 1 || *spec.Parallelism > *spec.Completions {
		t.Errorf("parallelism %d: want 1 to completions, %d", *spec.Parallelism, *spec.Completions)
	}
	c, mount := checkPod(t, job, claim.Name)
	if mount.ReadOnly {
		t.Error("the shards' volume is mounted read-only")
	}
	if auto, _ := flagValue(c.Args, "shard"); auto != "auto" {
		t.Errorf("args %v: want -shard auto", c.Args)
	}
	shards, _ := flagValue(c.Args, "shards")
	if n, err := strconv.Atoi(shards); err != nil || int32(n) != *spec.Completions {
		t.Fatalf("-shards %s, but the Job has %d completions: each index must be a shard", shards, *spec.Completions)
	}
	out, _ := flagValue(c.Args, "o")
	if !strings.HasPrefix(out, mount.MountPath+"/") || !strings.Contains(out, "{shard}") {
		t.Errorf("-o %q: want a file of each shard's own ({shard}) on the volume at %s", out, mount.MountPath)
	}
	mem := int64(1024)
	if v, ok := flagValue(c.Args, "mem"); ok {
		mem, _ = strconv.ParseInt(v, 10, 64)
	}
	if limit := memLimitMiB(c); limit < mem+256 {
		t.Errorf("a memory limit of %d MiB leaves no room beside -mem %d for one deal's search", limit, mem)
	}
	if spec.BackoffLimitPerIndex == nil || spec.PodReplacementPolicy == nil || *spec.PodReplacementPolicy != batchv1.Failed {
		t.Error("want backoffLimitPerIndex, so that each index retries, and podReplacementPolicy Failed, so that two pods never write one shard")
	}
	if cpu := c.Resources.Requests[corev1.ResourceCPU]; cpu.Cmp(resource.MustParse(jobsFlag(c.Args))) < 0 {
		t.Errorf("the pod requests %s CPUs for -j %s", cpu.String(), jobsFlag(c.Args))
	}

	// The last pod, its index completions-1, with /data a directory here.
	data := t.TempDir()
	cmd := exec.Command(imageBinary(t), onVolume(c.Args, mount.MountPath, data)...)
	cmd.Env = append(os.Environ(), "JOB_COMPLETION_INDEX="+strconv.Itoa(int(*spec.Completions)-1))
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan struct{})
	go func() {
		cmd.Wait()
		close(exited)
	}()
	defer func() {
		cmd.Process.Kill()
		<-exited
	}()
	n := int(*spec.Completions)
	name := shardFile(onVolume([]string{out}, mount.MountPath, data)[0], n, n)
	var hdr struct {
		Shard struct{ K, N int }
	}
	for {
		if written, _ := filepath.Glob(filepath.Join(data, "*")); len(written) > 0 && written[0] != name {
			t.Fatalf("the last pod writes %s, want %s", written[0], name)
		}
		text, _ := os.ReadFile(name)
		if line, _, ok := bytes.Cut(text, []byte("\n")); ok {
			if err := json.Unmarshal(line, &hdr); err != nil {
				t.Fatalf("%s starts %q: %v", name, line, err)
			}
			break
		}
		select {
		case <-exited:
			t.Fatalf("the pod's command exited before it wrote %s: %s", filepath.Base(name), stderr.String())
		case <-time.After(10 * time.Millisecond):
		}
	}
	if hdr.Shard.K != n || hdr.Shard.N != n {
		t.Errorf("the last pod writes shard %d/%d, want %d/%d", hdr.Shard.K, hdr.Shard.N, n, n)
	}
}

// TestMergeManifest checks the Job that merges the shards: the same image
// and claim, read only, and a pattern that matches every shard's file.
func TestMergeManifest(t *testing.T) {
	shardJobs, claims := manifests(t, "job.yaml")
	jobs, more := manifests(t, "merge.yaml")
	if len(jobs) != 1 || len(more) != 0 {
		t.Fatalf("merge.yaml holds %d jobs and %d claims, want one job", len(jobs), len(more))
	}
	shards := shardJobs[0].Spec.Template.Spec.Containers[0]
	c, mount := checkPod(t, jobs[0], claims[0].Name)
	if c.Image != shards.Image {
		t.Errorf("the merge runs %s, the shards %s", c.Image, shards.Image)
	}
	if !mount.ReadOnly {
		t.Error("the merge mounts the shards' volume to write")
	}
	if len(c.Args) != 2 || c.Args[0] != "-merge" {
		t.Fatalf("args %v: want -merge and the shards' files", c.Args)
	}
	pattern := c.Args[1]
	out, _ := flagValue(shards.Args, "o")
	n := int(*shardJobs[0].Spec.Completions)
	for k := 1; k <= n; k++ {
		if ok, err := filepath.Match(pattern, shardFile(out, k, n)); !ok || err != nil {
			t.Fatalf("the merge's %s misses shard %d's %s", pattern, k, shardFile(out, k, n))
		}
	}

	// Two shards of a small run, merged by the Job's command.
	data := t.TempDir()
	bin := imageBinary(t)
	run := onVolume(append(slices.Clone(shards.Args), "-sample", "4", "-nodes", "1000", "-shards", "2"), mount.MountPath, data)
	for k := range 2 {
		cmd := exec.Command(bin, run...)
		cmd.Env = append(os.Environ(), "JOB_COMPLETION_INDEX="+strconv.Itoa(k))
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("shard %d: %v\n%s", k+1, err, out)
		}
	}
	merged, err := exec.Command(bin, onVolume(c.Args, mount.MountPath, data)...).CombinedOutput()
	if err != nil || !strings.HasPrefix(string(merged), "draw 3, 4 deals,") {
		t.Errorf("the merge: %v\n%s", err, merged)
	}
}

// onVolume returns args with the volume's mount path replaced by dir.
func onVolume(args []string, mountPath, dir string) []string {
	out := slices.Clone(args)
	for i, a := range out {
		out[i] = strings.ReplaceAll(a, mountPath, dir)
	}
	return out
}

// shardFile returns the name -o gives shard k of n, as canfield-stats
// expands {shard}: k padded with zeros to the width of n.
func shardFile(o string, k, n int) string {
	width := len(strconv.Itoa(n))
	return strings.ReplaceAll(o, "{shard}", fmt.Sprintf("%0*d-of-%d", width, k, n))
}

func jobsFlag(args []string) string {
	if v, ok := flagValue(args, "j"); ok {
		return v
	}
	return "1"
}
